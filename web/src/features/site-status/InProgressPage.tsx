import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { routePaths } from '#contracts/site-routes';
import { StatusMessage } from './StatusMessage';

export default function InProgressPage() {
  return (
    <StatusMessage title="Page Under Construction" heading="Page Under Construction">
      <Typography sx={{ mb: 4 }}>We&apos;re working hard to bring this feature to you. Stay tuned!</Typography>
      <Button variant="contained" component={RouterLink} to={routePaths.home}>
        Back to Home
      </Button>
    </StatusMessage>
  );
}
