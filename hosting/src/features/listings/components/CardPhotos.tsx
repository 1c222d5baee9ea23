import type { Property } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { useHydrated } from '@/components/useHydrated';
import card from '@/components/card.module.css';
import { photoAlt } from './gallery/photoAlt';
import { PhotoTrack } from './swipe/PhotoTrack';
import { SlideArrows } from './swipe/SlideArrows';
import { useCarousel } from './swipe/useCarousel';
import styles from './CardPhotos.module.css';

/**
 * How many of a listing's photos its card swipes through (docs/product/photos.md#swiping): a
 * preview of the home, as portals' cards give; the rest are on its page.
 */
export const CARD_PHOTOS = 5;

interface Props {
  property: Pick<Property, 'title' | 'images' | 'imageAlts'>;
  /** PropertyCard's: the first photo fetched as the page's HTML arrives, at low priority. */
  eager: boolean;
}

/**
 * A card's photos: the first, as the server renders it; once the page runs, the listing's first
 * few, which swipe, and for a mouse 'Previous image' and 'Next image' on hover or focus. The
 * second photo loads when the visitor reaches for the photos (points at them, touches or focuses
 * them), the others as they come near.
 */
export function CardPhotos({ property: { title, images, imageAlts }, eager }: Props) {
  const photos = images.slice(0, CARD_PHOTOS);
  const hydrated = useHydrated();
  const [carousel, { root, previous, next }] = useCarousel<HTMLDivElement>(photos.length);
  const reachNext = () => carousel.reach(carousel.index);
  const photo = (src: string, slide: number) =>
    carousel.loads(slide) && (
      <FallbackImage
        src={src}
        alt={slide === 0 ? title : photoAlt(title, imageAlts, slide, images.length)}
        width={600}
        height={400}
        className={card.image}
        sizes={IMAGE_SIZES.card}
        loading={eager || slide > 0 ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'low' : undefined}
      />
    );
  // No photo: the branded fallback, alone, as one photo is.
  if (photos.length < 2) return photo(photos[0] ?? '', 0);
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
      <PhotoTrack carousel={carousel} photos={hydrated ? photos : photos.slice(0, 1)} count={photos.length}>
        {photo}
      </PhotoTrack>
      {hydrated && (
        <>
          <SlideArrows carousel={carousel} previous={previous} next={next} classes={styles} />
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {`${carousel.index + 1} / ${photos.length}`}
          </p>
        </>
      )}
    </div>
  );
}
