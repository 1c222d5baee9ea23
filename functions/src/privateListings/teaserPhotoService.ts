import { gateListing, VISITOR } from '@estate/domain';
import type { ListingRepository } from '../listings';
import { notFound } from '../platform';
import { teaserRendition } from './teaserPhoto';

export interface TeaserPhotoDeps {
  properties: Pick<ListingRepository, 'find'>;
  /** The bytes of a listing's image, its smallest stored size (uploads' smallestImageReader); null when no store holds it. */
  readImage: (url: string) => Promise<Buffer | null>;
}

/**
 * docs/product/private-collection.md#private-collection: the photo of a private listing's teaser, made on the server
 * from its first photo, so the teaser never carries that photo's address.
 */
export function teaserPhotoService({ properties, readImage }: TeaserPhotoDeps) {
  return {
    /**
     * The teaser photo of listing `id`, a JPEG; 404 where there is no teaser to show it in (an
     * unknown listing, one off the market, a public one, whose page shows its photos themselves)
     * or no first photo to make it of.
     */
    async photo(id: string): Promise<Buffer> {
      const property = await properties.find(id);
      const first = property && gateListing(property, VISITOR).shown === 'teaser' ? property.images[0] : undefined;
      const bytes = first ? await readImage(first) : null;
      if (!bytes) throw notFound('Property not found');
      return teaserRendition(bytes);
    },
  };
}

export type TeaserPhotoService = ReturnType<typeof teaserPhotoService>;
