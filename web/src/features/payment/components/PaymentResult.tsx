import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';

/** The result pages fade in over 800 ms (README: Product behaviour › Payment). */
export const RESULT_FADE_MS = 800;

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
 * and the next steps, faded in unless the visitor has asked for reduced motion.
 */
export function PaymentResult({ title, heading, icon, children, actions, animate = true }: PaymentResultProps) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta title={title} />
      <Fade in appear timeout={reduceMotion || !animate ? 0 : RESULT_FADE_MS}>
        <Box data-testid="payment-result" sx={{ textAlign: 'center' }}>
          <Box aria-hidden sx={{ '& svg': { fontSize: 72 }, mb: 2 }}>
            {icon}
          </Box>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {heading}
          </Typography>
          {children}
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
              {actions}
            </Stack>
          )}
        </Box>
      </Fade>
    </Container>
  );
}
