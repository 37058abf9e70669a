import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { FocusEvent, ReactNode } from 'react';

/* The pieces the reviews carousel shares while loading (ReviewsCarousel.tsx) and once loaded (LoadedCarousel.tsx). */

/**
 * Slides in view per width (docs/product/home.md › Reviews): 4, 3 below 1300 px, 2 below
 * 1100 px, 1 below 768 px. Done in CSS so the first paint is already right; Embla measures the
 * slides it finds.
 */
export const SLIDE_GAP = 16;
const slideWidths = {
  flex: '0 0 100%',
  '@media (min-width: 768px)': { flex: '0 0 50%' },
  '@media (min-width: 1100px)': { flex: '0 0 33.3333%' },
  '@media (min-width: 1300px)': { flex: '0 0 25%' },
} as const;
/** Arrows either side of the cards; on a phone they go under the card so it gets the full width. */
export const carouselLayout = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"track track" "previous next"', sm: '"previous track next"' },
} as const;
/** As many placeholders as the widest layout shows. */
export const SKELETON_SLIDES = 4;

export function Track({ children, emblaRef }: { children: ReactNode; emblaRef?: (node: HTMLElement | null) => void }) {
  return (
    <Box ref={emblaRef} sx={{ overflow: 'hidden', minWidth: 0, gridArea: 'track' }}>
      <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: `-${SLIDE_GAP}px` }}>{children}</Box>
    </Box>
  );
}

export function Slide({
  children,
  label,
  onFocus,
}: {
  children: ReactNode;
  label?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}) {
  return (
    <Box
      role={label ? 'group' : undefined}
      aria-roledescription={label ? 'slide' : undefined}
      aria-label={label}
      onFocus={onFocus}
      sx={{ ...slideWidths, minWidth: 0, pl: `${SLIDE_GAP}px` }}
    >
      {children}
    </Box>
  );
}

export function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous reviews' : 'Next reviews'}
      sx={{
        gridArea: direction,
        justifySelf: { xs: direction === 'previous' ? 'end' : 'start', sm: 'center' },
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'primary.light' },
      }}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
