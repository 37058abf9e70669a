import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { routePaths } from '#contracts/site-routes';
import { PaymentResult } from './components/PaymentResult';
import { withTheme } from '../../components/ThemeScope';

/** /Payment/Failure: where the card provider sends a payer who cancelled or could not pay. */
function PaymentFailurePage() {
  return (
    <PaymentResult
      title="Payment Failed"
      heading="Payment Failed"
      icon={<ErrorOutlineIcon color="error" />}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={routePaths.payment}>
            Try Again
          </Button>
          <Button variant="outlined" component={RouterLink} to={routePaths.home}>
            Back to Home
          </Button>
        </>
      }
    >
      <Typography>Something went wrong and your payment was not completed. Please try again.</Typography>
    </PaymentResult>
  );
}

// Drawn with MUI: in the theme's scope (web/src/components/ThemeScope.tsx).
export default withTheme(PaymentFailurePage);
