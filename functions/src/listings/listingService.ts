import { isSiteMediaPath, listingImagesSchema, propertySchema } from '@estate/domain';
import type { ErrorLogger } from '../platform';
import type { PropertyListQuery, PropertyRepository } from './propertyRepository';

/** What listings need of the upload store, which the composition root provides. */
export interface ListingImages {
  /** The upload's file name when `url` is one of the store's, else undefined. */
  nameOf(url: string): string | undefined;
  exists(name: string): Promise<boolean>;
  /** Deletes the uploads among `urls` that no document uses any more. */
  release(urls: string[]): Promise<unknown>;
}

/** Listings: the store's reads and writes, the form schema with its image checks, and photo clean-up. */
export function listingService(properties: PropertyRepository, images: ListingImages, logger: ErrorLogger) {
  // A listing shows only images this site serves: its own media and its uploads, never a URL
  // that would make every visitor's browser call another server.
  const isSiteImage = (url: unknown) => typeof url === 'string' && (isSiteMediaPath(url) || images.nameOf(url) !== undefined);
  // An upload can be deleted while a form still shows it (another admin deleted the listing it came from).
  const uploadsExist = async (urls: unknown[]) => {
    const names = urls.map((url) => (typeof url === 'string' ? images.nameOf(url) : undefined)).filter((name) => name !== undefined);
    return (await Promise.all(names.map((name) => images.exists(name)))).every(Boolean);
  };
  const schema = propertySchema.shape({
    images: listingImagesSchema
      .test('site-images', 'Images must be uploaded to this site', (urls) => (urls ?? []).every(isSiteImage))
      .test('uploads-exist', 'An image of this listing no longer exists: remove it and upload it again', (urls) =>
        uploadsExist(urls ?? []),
      ),
  });

  return {
    store: properties,
    schema,
    list: (query: PropertyListQuery) => properties.list(query),
    listFeatured: () => properties.listFeatured(),
    /**
     * Photos the listing no longer shows go with it, unless another document uses them. The
     * listing is saved already: a failure here is logged, and the daily clean-up retries.
     */
    async afterChange(before: { images: string[] }, after: { images: string[] } | undefined): Promise<void> {
      const dropped = before.images.filter((url) => !after?.images.includes(url));
      await images.release(dropped).catch((error: unknown) => {
        logger.error('Could not delete the photos a listing let go of', { error: String(error), urls: dropped });
      });
    },
  };
}

export type ListingService = ReturnType<typeof listingService>;
