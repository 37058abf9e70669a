import { brand, portalLinks } from '../../lib/site-config';
import { StatusMessage } from './StatusMessage';
import { newTabProps } from '../../lib/link-rules';

/** Reached only when a set-password link arrives without its T token (the CloudFront Function serves it). */
export default function SetPasswordIncompletePage() {
  return (
    <StatusMessage title="This link is incomplete" heading="This link is incomplete">
      <p>The link to set your password is missing part of its address, so we cannot open it.</p>
      <p>
        Copy the whole link from our e-mail into your browser, or ask for a new one below. If you need help, call us
        free on {brand.phone}.
      </p>
      <a className="shell-button shell-button--contained" {...newTabProps(portalLinks.forgottenPassword)}>
        Request a new password link<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </StatusMessage>
  );
}
