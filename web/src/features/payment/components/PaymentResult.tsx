import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';

/** The result pages fade in over 800 ms (docs/product/payment.md › Payment). */
export const RESULT_FADE_MS = 800;

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

interface PaymentResultProps {
  title: string;
  heading: string;
  icon: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  /** False for an interim state (e.g. checking) so that only the outcome fades in. */
  animate?: boolean;
}

/**
 * The layout of /Payment/Success and /Payment/Failure: an icon, the one heading, a few lines
 * and the next steps, faded in unless the visitor has asked for reduced motion. The fade is a
 * CSS animation in the prerendered page's styles, so it runs before (and without) JavaScript
 * and the text is never left invisible; it runs again when an outcome replaces "Checking".
 */
export function PaymentResult({ title, heading, icon, children, actions, animate = true }: PaymentResultProps) {
  return (
    <Container
      maxWidth="sm"
      // A screen high, so the footer starts below the fold: when "Checking" gives way to the
      // longer outcome nothing in view moves (no layout shift, docs/product/payment.md › Payment).
      sx={{ py: { xs: 6, md: 10 }, minHeight: '100vh', '@media print': { py: 0, minHeight: 0 } }}
    >
      <PageMeta title={title} />
      <Box
        data-testid="payment-result"
        sx={{
          textAlign: 'center',
          ...(animate && {
            animation: `${fadeIn} ${RESULT_FADE_MS}ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }),
        }}
      >
        <Box aria-hidden sx={{ '& svg': { fontSize: 72 }, mb: 2 }}>
          {icon}
        </Box>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        {children}
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center', mt: 4, '@media print': { display: 'none' } }}
          >
            {actions}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
