import type { ReactNode } from 'react';
import type { Property } from '@estate/domain';
import { CardPhoto } from './CardPhoto';
import { photoAlt } from './gallery/photoAlt';
import { PhotoTrack } from './swipe/PhotoTrack';
import { SlideArrows } from './swipe/SlideArrows';
import { useCarousel } from './swipe/useCarousel';
import styles from './CardCarousel.module.css';

/**
 * How many of a listing's photos its card swipes through (docs/product/photos.md#swiping): a
 * preview of the home, as portals' cards give; the rest are on its page.
 */
export const CARD_PHOTOS = 5;

interface Props {
  property: Pick<Property, 'title' | 'images' | 'imageAlts'>;
  /** The first photo, as the card drew it before (CardPhotos). */
  first: ReactNode;
}

/**
 * A card's carousel, once the page runs (CardPhotos loads it): the listing's first few photos,
 * which swipe, and for a mouse 'Previous image' and 'Next image' on hover or focus. The second
 * photo loads when the visitor reaches for the photos (points at them, touches or focuses them),
 * each further one as the one before it shows.
 */
export default function CardCarousel({ property: { title, images, imageAlts }, first }: Props) {
  const photos = images.slice(0, CARD_PHOTOS);
  const [carousel, { root, previous, next }] = useCarousel<HTMLDivElement>(photos.length);
  const reachNext = () => carousel.reach(carousel.index);
  return (
    <div
      ref={root}
      className={styles.photos}
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      // Not a stop of its own for Tab (its buttons are): where the focus goes when the one it was on is disabled at an end.
      tabIndex={-1}
      onKeyDown={carousel.onKeyDown}
      onPointerEnter={reachNext}
      onTouchStart={reachNext}
      onFocus={reachNext}
    >
      <PhotoTrack carousel={carousel} photos={photos}>
        {(src, slide) =>
          slide === 0
            ? first
            : carousel.loads(slide) && <CardPhoto src={src} alt={photoAlt(title, imageAlts, slide, images.length)} loading="eager" />
        }
      </PhotoTrack>
      <SlideArrows carousel={carousel} previous={previous} next={next} classes={styles} />
      <p className={styles.counter} aria-live="polite" aria-atomic="true">
        {`${carousel.index + 1} / ${photos.length}`}
      </p>
    </div>
  );
}
