import { lazy, Suspense, useEffect, useState } from 'react';
import type { Property } from '@estate/domain';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import { CardPhoto } from './CardPhoto';

/** The carousel of a card's photos, in a chunk of its own (docs/product/photos.md#swiping). */
const loadCarousel = () => import('./CardCarousel');
const CardCarousel = lazy(loadCarousel);

interface Props {
  property: Pick<Property, 'title' | 'images' | 'imageAlts'>;
  /** PropertyCard's: the first photo fetched as the page's HTML arrives, at low priority. */
  eager: boolean;
}

/**
 * A card's photos: the first, as the server renders it and the first paint shows it. Once the page
 * has hydrated, a listing with several photos asks for its carousel, which takes the photo's place
 * when its code is in (the same photo, so nothing moves); should it not come, the photo stays.
 */
export function CardPhotos({ property, eager }: Props) {
  const several = property.images.length > 1;
  const [carousel, setCarousel] = useState(false);
  useEffect(() => {
    if (several)
      loadCarousel().then(
        () => setCarousel(true),
        () => undefined,
      );
  }, [several]);
  const first = (
    <CardPhoto
      src={property.images[0] ?? ''}
      alt={property.title}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'low' : undefined}
    />
  );
  if (!carousel) return first;
  return (
    <OptionalPartBoundary name="A card's photos" onError={() => setCarousel(false)}>
      <Suspense fallback={first}>
        <CardCarousel property={property} first={first} />
      </Suspense>
    </OptionalPartBoundary>
  );
}
