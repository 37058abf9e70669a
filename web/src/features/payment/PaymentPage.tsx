import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function PaymentPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Make a payment" />
      <Typography variant="h1">Make a payment</Typography>
    </Container>
  );
}
