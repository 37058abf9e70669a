import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import type { Review } from '#contracts/reviews';
import { SmartLink } from '../../components/SmartLink';
import { externalUrls } from '../../lib/site-config';
import { REVIEW_CARD_HEIGHT, ReviewCard, ReviewCardSkeleton } from './ReviewCard';
import type { Resource } from './useApiResource';

/**
 * Slides in view per width (docs/product/home.md › Reviews): 4, 3 below 1300 px, 2 below
 * 1100 px, 1 below 768 px. Done in CSS so the first paint is already right; Embla measures the
 * slides it finds.
 */
const SLIDE_GAP = 16;
const slideWidths = {
  flex: '0 0 100%',
  '@media (min-width: 768px)': { flex: '0 0 50%' },
  '@media (min-width: 1100px)': { flex: '0 0 33.3333%' },
  '@media (min-width: 1300px)': { flex: '0 0 25%' },
} as const;
/** Arrows either side of the cards; on a phone they go under the card so it gets the full width. */
const carouselLayout = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"track track" "previous next"', sm: '"previous track next"' },
} as const;
/** As many placeholders as the widest layout shows. */
const SKELETON_SLIDES = 4;

function Track({ children, emblaRef }: { children: ReactNode; emblaRef?: (node: HTMLElement | null) => void }) {
  return (
    <Box ref={emblaRef} sx={{ overflow: 'hidden', minWidth: 0, gridArea: 'track' }}>
      <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: `-${SLIDE_GAP}px` }}>{children}</Box>
    </Box>
  );
}

function Slide({
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

function ArrowButton({
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

type CarouselApi = UseEmblaCarouselType[1];

/** Whether each arrow can move, read from Embla (an external store) so it follows every scroll, swipe and resize. */
function useArrowState(emblaApi: CarouselApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      emblaApi?.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        emblaApi?.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [emblaApi],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    emblaApi ? `${emblaApi.canScrollPrev()}:${emblaApi.canScrollNext()}` : 'false:false',
  );
  const [previous, next] = snapshot.split(':');
  return { previous: previous === 'true', next: next === 'true' };
}

function LoadedCarousel({ reviews }: { reviews: Review[] }) {
  // No loop (docs/product/home.md › Reviews); a click moves by a whole view, so every review
  // is two clicks or fewer away on a wide screen.
  const [emblaRef, emblaApi] = useEmblaCarousel({
    align: 'start',
    loop: false,
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    watchFocus: false,
  });
  const canScroll = useArrowState(emblaApi);

  /**
   * Tabbing to a card that is out of view shows the view that holds it. Embla's own focus
   * handling only reacts within 10 ms of the Tab key, which a busy phone can miss.
   */
  const showFocusedSlide = (index: number, event: FocusEvent<HTMLElement>) => {
    if (!emblaApi || !event.target.matches(':focus-visible')) return;
    // The browser scrolls the clipped track natively to reveal focus; Embla moves it by transform instead.
    emblaApi.rootNode().scrollLeft = 0;
    const view = emblaApi.internalEngine().slideRegistry.findIndex((slides) => slides.includes(index));
    if (view >= 0) emblaApi.scrollTo(view, true);
  };

  return (
    <Box sx={carouselLayout}>
      <ArrowButton direction="previous" disabled={!canScroll.previous} onClick={() => emblaApi?.scrollPrev()} />
      <Track emblaRef={emblaRef}>
        {reviews.map((review, index) => (
          <Slide
            key={review.id}
            label={`${index + 1} of ${reviews.length}`}
            onFocus={(event) => showFocusedSlide(index, event)}
          >
            <ReviewCard review={review} />
          </Slide>
        ))}
      </Track>
      <ArrowButton direction="next" disabled={!canScroll.next} onClick={() => emblaApi?.scrollNext()} />
    </Box>
  );
}

/**
 * Customer reviews as a carousel with previous/next arrows (disabled at either end), swipe on
 * touch and keyboard focus that brings a card into view. The area keeps one card's height
 * whether reviews are loading, loaded or unavailable.
 */
export function ReviewsCarousel({ reviews }: { reviews: Resource<Review[]> }) {
  if (reviews.status === 'ready' && reviews.data.length > 0) {
    return (
      <Box role="region" aria-roledescription="carousel" aria-label="Customer reviews">
        <LoadedCarousel reviews={reviews.data} />
      </Box>
    );
  }
  if (reviews.status === 'loading') {
    return (
      <Box aria-busy="true" aria-label="Loading customer reviews" role="region" sx={carouselLayout}>
        <ArrowButton direction="previous" disabled onClick={() => undefined} />
        <Track>
          {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            <Slide key={index}>
              <ReviewCardSkeleton />
            </Slide>
          ))}
        </Track>
        <ArrowButton direction="next" disabled onClick={() => undefined} />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        height: REVIEW_CARD_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
      }}
    >
      <Typography>
        Our reviews could not be shown just now.{' '}
        <SmartLink href={externalUrls.reviewPage}>Read them on our review page</SmartLink>.
      </Typography>
    </Box>
  );
}
