import { Link as RouterLink } from 'react-router-dom';
import { routePaths } from '#contracts/site-routes';
import { StatusMessage } from './StatusMessage';

export default function InProgressPage() {
  return (
    <StatusMessage title="Page Under Construction" heading="Page Under Construction">
      <p>We&apos;re working hard to bring this feature to you. Stay tuned!</p>
      <RouterLink to={routePaths.home} className="shell-button shell-button--contained">
        Back to Home
      </RouterLink>
    </StatusMessage>
  );
}
