import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function OurEnergyPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Our Energy" />
      <Typography variant="h1">Our Energy</Typography>
    </Container>
  );
}
