import type { SxProps, Theme } from '@mui/material/styles';

/** One box of a meter face: at least 34 x 48 px (above the 24 px target minimum) and it fits 390 px screens. */
export function digitBoxSx(invalid = false): SxProps<Theme> {
  return {
    boxSizing: 'border-box',
    width: { xs: 34, sm: 44 },
    height: { xs: 48, sm: 52 },
    p: 0,
    textAlign: 'center',
    fontSize: '1.35rem',
    fontWeight: 700,
    fontFamily: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 2,
    borderColor: invalid ? 'error.main' : 'grey.500',
    borderRadius: 1,
    '&:focus': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 1, borderColor: 'primary.main' },
    '&:disabled': {
      bgcolor: 'grey.100',
      borderColor: 'grey.400',
      color: 'text.primary',
      WebkitTextFillColor: 'currentColor',
      opacity: 1,
    },
  };
}
