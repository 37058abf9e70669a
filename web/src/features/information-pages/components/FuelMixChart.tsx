import Box from '@mui/material/Box';
import type { FuelMix } from '../content/types';

/**
 * Segment colours, in the order the shares are listed. Each has at least 3:1 contrast with the
 * white card (WCAG 1.4.11) and neighbours differ in hue and lightness; the table beside the chart
 * carries every figure as text, so nothing depends on telling colours apart.
 */
const segmentColours = ['#1d5e3a', '#2563a8', '#7a4a9e', '#4b4f4d', '#b35900'] as const;

/** A circle of this radius has a circumference of 100, so a percentage is a dash length. */
const RADIUS = 100 / (2 * Math.PI);
const CENTRE = 21;
/** White space between segments, in percentage points of the ring. */
const GAP = 0.6;

function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/**
 * The electricity fuel mix as a ring chart with a table. The SVG is decoration for sighted
 * readers and hidden from assistive technology; the table is the accessible version and the legend.
 */
export function FuelMixChart({ caption, shares }: { caption: string; shares: FuelMix }) {
  const segments = shares.map((share, index) => ({
    ...share,
    /** Where the segment begins on the ring: the sum of the shares before it. */
    start: shares.slice(0, index).reduce((sum, previous) => sum + previous.percent, 0),
    colour: segmentColours[index % segmentColours.length],
  }));
  const [first, ...others] = shares;
  const largest = others.reduce((best, share) => (share.percent > best.percent ? share : best), first);

  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        mb: 3,
        display: 'grid',
        gap: { xs: 3, sm: 5 },
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 260px) 1fr' },
        alignItems: 'center',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 42 42"
        aria-hidden="true"
        focusable="false"
        sx={{ width: '100%', maxWidth: 260, mx: 'auto', display: 'block' }}
      >
        <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" stroke="#e8ece9" strokeWidth={7} />
        {segments.map((segment) => (
          <circle
            key={segment.source}
            data-source={segment.source}
            cx={CENTRE}
            cy={CENTRE}
            r={RADIUS}
            fill="none"
            stroke={segment.colour}
            strokeWidth={7}
            strokeDasharray={`${Math.max(segment.percent - GAP, 0.1)} ${100 - Math.max(segment.percent - GAP, 0.1)}`}
            // Dashes start at three o'clock; an offset of 25 moves the first segment to twelve o'clock.
            strokeDashoffset={25 - segment.start}
          />
        ))}
        <text x={CENTRE} y={CENTRE - 0.5} textAnchor="middle" fontSize="6" fontWeight="800" fill="#1a1f1c">
          {formatPercent(largest.percent)}
        </text>
        <text x={CENTRE} y={CENTRE + 5} textAnchor="middle" fontSize="3.2" fill="#48514c">
          {largest.source.toLowerCase()}
        </text>
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& caption': { textAlign: 'left', fontWeight: 700, pb: 1 },
          '& th, & td': { textAlign: 'left', p: 1, borderBottom: '1px solid', borderColor: 'divider' },
          '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          '& thead th': { color: 'text.secondary' },
        }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Fuel source</th>
            <Box component="th" scope="col" sx={{ textAlign: 'right !important' }}>
              Share
            </Box>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment) => (
            <tr key={segment.source}>
              <th scope="row">
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    borderRadius: '3px',
                    bgcolor: segment.colour,
                    mr: 1.5,
                    verticalAlign: '-2px',
                  }}
                />
                {segment.source}
              </th>
              <td>{formatPercent(segment.percent)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
