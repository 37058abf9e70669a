import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MeterDiagramKind } from '../content/types';

const ink = '#1f2a24';
const red = '#b3261e';
const panel = '#f4f1e8';

/** A row of digit windows, as on a meter's counter; `redFrom` marks the digits to ignore. */
function Counter({ x, y, digits, redFrom }: { x: number; y: number; digits: string; redFrom?: number }) {
  return (
    <g>
      {[...digits].map((digit, index) => {
        const isRed = redFrom !== undefined && index >= redFrom;
        return (
          <g key={index}>
            <rect x={x + index * 26} y={y} width={24} height={32} rx={3} fill={isRed ? red : ink} />
            <text
              x={x + index * 26 + 12}
              y={y + 23}
              textAnchor="middle"
              fontSize={20}
              fontFamily="monospace"
              fill="#fff"
            >
              {digit}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Label({ x, y, children, size = 13 }: { x: number; y: number; children: ReactNode; size?: number }) {
  return (
    <text x={x} y={y} fontSize={size} fontFamily="sans-serif" fill={ink}>
      {children}
    </text>
  );
}

/** One clock dial: numbers 0-9 round the face, a pointer at `value`; `clockwise` sets the direction. */
function Dial({ cx, value, clockwise, position }: { cx: number; value: number; clockwise: boolean; position: string }) {
  const cy = 70;
  const angleOf = (number: number) => ((clockwise ? number : -number) * 36 - 90) * (Math.PI / 180);
  const pointer = angleOf(value);
  return (
    <g>
      <circle cx={cx} cy={cy} r={26} fill="#fff" stroke={ink} strokeWidth={2} />
      {Array.from({ length: 10 }, (_, number) => (
        <text
          key={number}
          x={cx + Math.cos(angleOf(number)) * 19}
          y={cy + Math.sin(angleOf(number)) * 19 + 3.5}
          textAnchor="middle"
          fontSize={9}
          fontFamily="sans-serif"
          fill={ink}
        >
          {number}
        </text>
      ))}
      <line
        x1={cx}
        y1={cy}
        x2={cx + Math.cos(pointer) * 15}
        y2={cy + Math.sin(pointer) * 15}
        stroke={red}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <circle cx={cx} cy={cy} r={3} fill={ink} />
      <text x={cx} y={120} textAnchor="middle" fontSize={18} fontFamily="sans-serif" fill={ink}>
        {clockwise ? '\u21bb' : '\u21ba'}
      </text>
      <text x={cx} y={32} textAnchor="middle" fontSize={11} fontFamily="sans-serif" fill={ink}>
        {position}
      </text>
    </g>
  );
}

const drawings: Record<MeterDiagramKind, ReactNode> = {
  digital: (
    <>
      <Label x={20} y={30}>
        Electricity meter, single rate
      </Label>
      <Counter x={20} y={48} digits="012345" />
      <Label x={184} y={70}>
        kWh
      </Label>
      <Label x={20} y={112} size={11}>
        Serial number: E12A345678
      </Label>
    </>
  ),
  economy7: (
    <>
      <Label x={20} y={24}>
        Economy 7 meter: two registers
      </Label>
      <Label x={20} y={56}>
        Night (low)
      </Label>
      <Counter x={104} y={36} digits="04321" />
      <Label x={20} y={98}>
        Day (normal)
      </Label>
      <Counter x={104} y={78} digits="08765" />
      <Label x={240} y={60}>
        kWh
      </Label>
      <Label x={240} y={102}>
        kWh
      </Label>
    </>
  ),
  dials: (
    <>
      <Dial cx={40} value={0} clockwise position="1st" />
      <Dial cx={100} value={4.5} clockwise={false} position="2nd" />
      <Dial cx={160} value={7} clockwise position="3rd" />
      <Dial cx={220} value={2} clockwise={false} position="4th" />
      <Dial cx={280} value={9} clockwise position="5th" />
    </>
  ),
  gasMetric: (
    <>
      <Label x={20} y={30}>
        Metric gas meter
      </Label>
      <Counter x={20} y={48} digits="01234567" redFrom={5} />
      <Label x={236} y={70}>
        m³
      </Label>
      <Label x={20} y={112} size={11}>
        Read the 5 black digits: 01234
      </Label>
    </>
  ),
  gasImperial: (
    <>
      <Label x={20} y={30}>
        Imperial gas meter
      </Label>
      <Counter x={20} y={48} digits="123456" redFrom={4} />
      <Label x={184} y={70}>
        ft³ (hundreds)
      </Label>
      <Label x={20} y={112} size={11}>
        Read the 4 black digits: 1234
      </Label>
    </>
  ),
};

/**
 * A simple drawing of a meter for the meter-reading help page. The SVG is one image named by its
 * text alternative (`description`); the caption under it is visible to everyone.
 */
export function MeterDiagram({
  meter,
  caption,
  description,
}: {
  meter: MeterDiagramKind;
  caption: string;
  description: string;
}) {
  return (
    <Box component="figure" sx={{ m: 0, mb: 2.5 }}>
      <Box
        component="svg"
        viewBox="0 0 320 130"
        role="img"
        aria-label={description}
        sx={{ display: 'block', width: '100%', maxWidth: 420, height: 'auto', bgcolor: panel, borderRadius: 2 }}
      >
        {drawings[meter]}
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Box>
  );
}
