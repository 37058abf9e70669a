import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Reading } from '#contracts/account';
import { READING_DIGITS } from '#contracts/meter-reading';
import { formatReadingDate, padReading } from '../readings';
import { digitBoxSx } from './digit-box-style';

/**
 * The previous reading as a meter face: six disabled digit boxes, a dot and two fixed 0 boxes
 * (README: Product behaviour › Meter readings). The boxes are hidden from screen readers, which get
 * one sentence instead of 8 boxes.
 */
export function PreviousReading({ reading }: { reading?: Reading }) {
  const digits = reading ? padReading(reading.readingValue).split('') : Array<string>(READING_DIGITS).fill('');
  const spoken = reading
    ? `Previous reading ${padReading(reading.readingValue)} on ${formatReadingDate(reading.readingDate)}`
    : 'No previous reading on record';

  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }} aria-hidden="true">
        Previous Reading
      </Typography>
      <span className="visually-hidden">{spoken}</span>
      <Box aria-hidden="true" sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0.5, sm: 1 } }}>
        {digits.map((digit, index) => (
          <Box component="input" key={index} disabled tabIndex={-1} value={digit} readOnly sx={digitBoxSx()} />
        ))}
        <Typography component="span" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1, px: 0.25 }}>
          .
        </Typography>
        {['0', '0'].map((digit, index) => (
          <Box
            component="input"
            key={`decimal-${index}`}
            disabled
            tabIndex={-1}
            value={digit}
            readOnly
            sx={digitBoxSx()}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-hidden="true">
        {reading ? `Read on ${formatReadingDate(reading.readingDate)}` : 'No previous reading on record'}
      </Typography>
    </Box>
  );
}
