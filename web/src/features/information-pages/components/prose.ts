import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Running text stops at about 70 characters a line, the range readers scan comfortably;
 * tables and charts may use the card's full width.
 */
export const proseSx = { maxWidth: '70ch' } satisfies SxProps<Theme>;
