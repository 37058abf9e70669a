/**
 * The yardstick of `npm run bench:web` (bin/bench-web.ts): the smallest client-rendered React 19 +
 * MUI page with an app bar, a heading, a paragraph and a button. The site's pages are compared
 * with it in the same Lighthouse runs, so machine load affects both alike.
 */
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Sets <html data-hydrated> once the page has rendered, as the site's app does (web/src/main.tsx): the "interactive" moment of the bench. */
function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MarkInteractive>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography component="span" variant="h6">
            Baseline
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          A bare React and MUI page
        </Typography>
        <Typography sx={{ mb: 2 }}>
          This page holds an app bar, a heading, a paragraph and a button, rendered in the browser.
        </Typography>
        <Button variant="contained">Get a quote</Button>
      </Container>
    </MarkInteractive>
  </StrictMode>,
);
