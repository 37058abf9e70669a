import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brand, portalLinks } from '../../lib/site-config';
import { StatusMessage } from './StatusMessage';
import { newTabProps } from '../../components/SmartLink';

/** Reached only when a set-password link arrives without its T token (the CloudFront Function serves it). */
export default function SetPasswordIncompletePage() {
  return (
    <StatusMessage title="This link is incomplete" heading="This link is incomplete">
      <Typography sx={{ mb: 1 }}>
        The link to set your password is missing part of its address, so we cannot open it.
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Copy the whole link from our e-mail into your browser, or ask for a new one below. If you need help, call us
        free on {brand.phone}.
      </Typography>
      <Button variant="contained" {...newTabProps(portalLinks.forgottenPassword)}>
        Request a new password link<span className="visually-hidden"> (opens in a new tab)</span>
      </Button>
    </StatusMessage>
  );
}
