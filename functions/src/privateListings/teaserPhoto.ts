import sharp from 'sharp';

/**
 * A private listing's teaser photo (docs/product/private-collection.md#private-collection): its light and colours,
 * not a house anyone could recognise. At 32 px wide no window, door or roof line is more than a
 * few pixels, a blur of sigma 2 then leaves no edge, and the page scales it up.
 */
export const TEASER_PHOTO = { width: 32, blurSigma: 2, quality: 50 } as const;

/**
 * Makes the teaser photo of a listing's first photo: upright by its EXIF orientation, resized,
 * blurred and flattened onto white, a JPEG with no metadata (sharp writes none unless asked).
 */
export const teaserRendition = (bytes: Buffer): Promise<Buffer> =>
  sharp(bytes)
    .rotate()
    .resize({ width: TEASER_PHOTO.width, withoutEnlargement: true })
    .blur(TEASER_PHOTO.blurSigma)
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .jpeg({ quality: TEASER_PHOTO.quality })
    .toBuffer();
