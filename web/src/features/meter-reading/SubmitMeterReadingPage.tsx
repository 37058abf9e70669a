import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function SubmitMeterReadingPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Please submit your meter reads" />
      <Typography variant="h1">Please submit your meter reads</Typography>
    </Container>
  );
}
