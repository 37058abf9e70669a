import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { routePaths } from '#contracts/site-routes';
import { brand, externalUrls } from '../../lib/site-config';
import { StatusMessage } from './StatusMessage';
import { newTabProps } from '../../components/SmartLink';

export default function NotFoundPage() {
  return (
    <StatusMessage title="Page not found" heading="Page not found">
      <Typography sx={{ mb: 1 }}>
        If you typed the web address, check it is correct. If you followed a link, it may be out of date.
      </Typography>
      <Typography sx={{ mb: 4 }}>
        You can still pay a bill, submit a meter reading or call us free on {brand.phone}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={routePaths.home}>
          Go to the home page
        </Button>
        <Button variant="outlined" {...newTabProps(externalUrls.helpCentre)}>
          Visit our Help Center<span className="visually-hidden"> (opens in a new tab)</span>
        </Button>
      </Stack>
    </StatusMessage>
  );
}
