import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { brand } from '../../lib/site-config';

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. a deploy replaced the
 * chunk while the tab was open). Reloading fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Page failed to load', error);
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <PageMeta title="Something went wrong" />
      <Typography variant="h1" gutterBottom>
        Sorry, something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Please reload the page. If it keeps happening, call us free on {brand.phone}.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
