import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function HomePage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Switch. Save. Smile." />
      <Typography variant="h1">Switch. Save. Smile.</Typography>
    </Container>
  );
}
