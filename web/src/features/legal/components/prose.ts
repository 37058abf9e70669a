import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Running text stops at about 70 characters a line, the range readers scan comfortably;
 * tables and charts may use the card's full width.
 */
export const proseSx = { maxWidth: '70ch' } satisfies SxProps<Theme>;

/**
 * Anchored headings and terms land below the fixed top navigation instead of underneath it.
 * The value covers the tallest navigation bar (mobile, with the cookie banner closed).
 */
export const anchorTargetSx = { scrollMarginTop: '96px' } satisfies SxProps<Theme>;
