/**
 * docs/product/private-collection.md#private-collection: a teaser's photo is a tiny, blurred rendition the api makes
 * of the listing's first photo (functions/src/privateListings/teaserPhotoService.ts), so the
 * original's address never reaches anyone who may not see the listing.
 */

/**
 * FNV-1a (32 bits) of a string, as 8 hex digits. The version only has to change when the photo
 * does, and this runs alike in the browser and on the server (no Web Crypto, which is async).
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The address of a private listing's teaser photo (GET /api/properties/:id/teaser-photo),
 * versioned by its first photo: caches keep it a day, and a new first photo has a new address.
 */
export const teaserPhotoPath = (id: string, firstImage: string): string =>
  `/api/properties/${encodeURIComponent(id)}/teaser-photo?v=${fnv1a(firstImage)}`;
