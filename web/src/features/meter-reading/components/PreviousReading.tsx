import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PastReading } from '#contracts/meter-reading';
import { READING_DIGITS } from '#contracts/meter-reading-rules';
import { formatReadingDate, padReading } from '../readings';
import { digitCellSx, digitColumn, digitRowSx } from './digit-box-style';

/**
 * The previous reading as a meter face: six greyed digit cells, a dot and two fixed 0 cells
 * (docs/product/meter-readings.md › Meter readings). The boxes are hidden from screen readers, which get
 * one sentence instead of 8 cells. The cells narrow on small screens rather than overflow.
 */
export function PreviousReading({ reading, name }: { reading?: PastReading; name?: string }) {
  // 'Previous Day reading' when a form has several registers; a lone register needs no name.
  const title = name ? `Previous ${name} reading` : 'Previous reading';
  const digits = reading ? padReading(reading.readingValue).split('') : Array<string>(READING_DIGITS).fill('');
  const spoken = reading
    ? `${title} ${padReading(reading.readingValue)} on ${formatReadingDate(reading.readingDate)}`
    : `No previous${name ? ` ${name}` : ''} reading on record`;

  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }} aria-hidden="true">
        {title}
      </Typography>
      <span className="visually-hidden">{spoken}</span>
      <Box
        aria-hidden="true"
        data-previous-reading=""
        sx={digitRowSx(`repeat(${READING_DIGITS}, ${digitColumn}) auto repeat(2, ${digitColumn})`)}
      >
        {[...digits, '.', '0', '0'].map((digit, index) =>
          index === READING_DIGITS ? (
            <Typography key="dot" component="span" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1 }}>
              .
            </Typography>
          ) : (
            <Box key={index} data-cell={digit} sx={digitCellSx({ disabled: true })}>
              {digit}
            </Box>
          ),
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-hidden="true">
        {reading ? `Read on ${formatReadingDate(reading.readingDate)}` : 'No previous reading on record'}
      </Typography>
    </Box>
  );
}
