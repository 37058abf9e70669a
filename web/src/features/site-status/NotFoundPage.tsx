import { Link as RouterLink } from 'react-router-dom';
import { routePaths } from '#contracts/site-routes';
import { brand, externalUrls } from '../../lib/site-config';
import { StatusMessage } from './StatusMessage';
import { newTabProps } from '../../lib/link-rules';

export default function NotFoundPage() {
  return (
    <StatusMessage title="Page not found" heading="Page not found">
      <p>If you typed the web address, check it is correct. If you followed a link, it may be out of date.</p>
      <p>You can still pay a bill, submit a meter reading or call us free on {brand.phone}.</p>
      <div className="plain-actions">
        <RouterLink to={routePaths.home} className="shell-button shell-button--contained">
          Go to the home page
        </RouterLink>
        <a className="shell-button shell-button--outlined" {...newTabProps(externalUrls.helpCentre)}>
          Visit our Help Center<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </StatusMessage>
  );
}
