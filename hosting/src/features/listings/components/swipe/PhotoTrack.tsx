import { lazy, Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { useHydrated } from '@/components/useHydrated';
import type { Carousel } from './useCarousel';
import styles from './PhotoTrack.module.css';

/**
 * Swiping (docs/product/photos.md#swiping): the carousel library, in a chunk of its own, asked for
 * once the page has hydrated (never by the server); until then the buttons and keys move the
 * track by its stylesheet, as they do for good should the chunk not load.
 */
const SwipeEngine = lazy(() => import('./SwipeEngine'));

interface Props {
  carousel: Carousel;
  photos: readonly string[];
  /** The track's own look, beside the shared one. */
  className?: string;
  onClick?: () => void;
  /** A slide's content. */
  children: (src: string, slide: number) => ReactNode;
}

/**
 * A carousel's row of photos, one shown, each slide named ('2 of 12') and hidden from screen
 * readers unless shown. The frame holds the track alone: the swipe library listens there, so the
 * carousel's buttons, beside it, stay out of its reach (it swallows the click that ends a drag, and
 * a finger's swipe leaves that guard armed until its next press inside the frame).
 */
export function PhotoTrack({ carousel, photos, className = '', onClick, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <div ref={frame} className={styles.frame}>
        <div className={`${styles.track} ${className}`} style={{ '--slide': carousel.index } as CSSProperties} onClick={onClick}>
          {photos.map((src, slide) => (
            <div
              key={`${slide}-${src}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${photos.length}`}
              aria-hidden={slide !== carousel.index}
            >
              {children(src, slide)}
            </div>
          ))}
        </div>
      </div>
      {/* After the frame, whose ref React sets before it runs this one's layout effects (a child's would run first). */}
      {hydrated && photos.length > 1 && (
        <OptionalPartBoundary name="Swipe">
          <Suspense>
            <SwipeEngine frame={frame} index={carousel.index} onSelect={carousel.showSlide} />
          </Suspense>
        </OptionalPartBoundary>
      )}
    </>
  );
}
