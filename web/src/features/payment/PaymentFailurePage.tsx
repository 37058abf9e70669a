import { Link as RouterLink } from 'react-router-dom';
import { routePaths } from '#contracts/site-routes';
import { PaymentResult } from './components/PaymentResult';

/** /Payment/Failure: where the card provider sends a payer who cancelled or could not pay. */
export default function PaymentFailurePage() {
  return (
    <PaymentResult
      title="Payment Failed"
      heading="Payment Failed"
      icon="error"
      actions={
        <>
          <RouterLink to={routePaths.payment} className="shell-button shell-button--contained">
            Try Again
          </RouterLink>
          <RouterLink to={routePaths.home} className="shell-button shell-button--outlined">
            Back to Home
          </RouterLink>
        </>
      }
    >
      <p>Something went wrong and your payment was not completed. Please try again.</p>
    </PaymentResult>
  );
}
