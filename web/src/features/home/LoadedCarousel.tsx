import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import type { Review } from '#contracts/reviews';
import { useNearViewport } from '../../lib/use-near-viewport';
import { ArrowButton, Slide, Track } from './carousel-parts';
import { ReviewCard } from './ReviewCard';

/*
 * The reviews carousel once the reviews are there, with Embla: its own module, fetched while the
 * reviews are (ReviewsCarousel.tsx), so the home page hydrates without it (docs/first-paint.md).
 */

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

export default function LoadedCarousel({ reviews }: { reviews: Review[] }) {
  // No loop (docs/product/home.md › Reviews); a click moves by a whole view, so every review
  // is two clicks or fewer away on a wide screen.
  const [emblaRef, emblaApi] = useEmblaCarousel({
    align: 'start',
    loop: false,
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    watchFocus: false,
  });
  // Embla measures the whole page when it starts (a forced style and layout in every load:
  // docs/performance.md › Figures behind choices in the code), so it starts only when the carousel
  // nears the screen; the slides are laid out by CSS without it (carousel-parts.tsx).
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const nearViewport = useNearViewport(track);
  useEffect(() => {
    if (nearViewport) emblaRef(track);
  }, [nearViewport, track, emblaRef]);
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
    <div className="home-carousel">
      <ArrowButton direction="previous" disabled={!canScroll.previous} onClick={() => emblaApi?.scrollPrev()} />
      <Track emblaRef={setTrack}>
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
    </div>
  );
}
