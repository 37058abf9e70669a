import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function TermsPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Terms and Conditions" />
      <Typography variant="h1">Terms and Conditions</Typography>
    </Container>
  );
}
