import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/PageMeta';

/** Placeholder until its issue builds the page. */
export default function PaymentSuccessPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageMeta title="Payment Successful" />
      <Typography variant="h1">Payment Successful</Typography>
    </Container>
  );
}
