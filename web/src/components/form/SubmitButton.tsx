import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy?: boolean;
  children: ReactNode;
  color?: ButtonProps['color'];
  sx?: ButtonProps['sx'];
  /** Without the wrapping box and margin, e.g. beside an input. */
  inline?: boolean;
}

/**
 * The submit button of every form: full width on phones, a spinner and aria-busy while the
 * form's submit runs (useSubmitOnce).
 */
export function SubmitButton({ busy = false, children, color = 'primary', sx, inline = false }: SubmitButtonProps) {
  const button = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      color={color}
      loading={busy}
      loadingPosition="start"
      aria-busy={busy || undefined}
      sx={sx ?? { minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
    >
      {children}
    </Button>
  );
  return inline ? button : <Box sx={{ mt: 3 }}>{button}</Box>;
}
