import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function MeterReadingPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Submit Meter Reading" />
      <Typography variant="h1">Submit Meter Reading</Typography>
    </Container>
  );
}
