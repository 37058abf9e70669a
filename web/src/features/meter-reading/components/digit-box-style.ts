import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/**
 * A row of meter-face cells: up to 44 px each, narrower when the screen is (down to about 26 px
 * at 320 px for the eight cells of a previous reading), so the row never scrolls sideways
 * (WCAG 1.4.10). `columns` is a CSS `grid-template-columns` value.
 */
export function digitRowSx(columns: string): SxProps<Theme> {
  return {
    display: 'grid',
    gridTemplateColumns: columns,
    alignItems: 'end',
    columnGap: { xs: 0.5, sm: 1 },
    width: 'fit-content',
    maxWidth: '100%',
  };
}

/** One cell, at most 44 px wide: `repeat(n, ...)` of this fills a `digitRowSx` row. */
export const digitColumn = 'minmax(0, 44px)';

export interface DigitCellState {
  invalid?: boolean;
  disabled?: boolean;
  /** The cell the next digit goes into, while the field has focus. */
  active?: boolean;
  /** Part of the field's selected text. */
  selected?: boolean;
}

/**
 * One cell of a meter face, drawn (not an input). Borders are grey 600 (4.5:1 on white), the
 * active cell's is the brand green (7.1:1), so each state stays above the 3:1 of WCAG 1.4.11.
 */
export function digitCellSx({ invalid, disabled, active, selected }: DigitCellState = {}): SxProps<Theme> {
  return (theme: Theme) => ({
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    height: { xs: 48, sm: 52 },
    fontSize: '1.35rem',
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    color: theme.palette.text.primary,
    backgroundColor: disabled
      ? theme.palette.grey[100]
      : selected
        ? alpha(theme.palette.primary.main, 0.18)
        : theme.palette.background.paper,
    border: '2px solid',
    borderColor: invalid ? theme.palette.error.main : active ? theme.palette.primary.main : theme.palette.grey[600],
    boxShadow: active ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
    borderRadius: 0.5,
    userSelect: 'none',
  });
}
