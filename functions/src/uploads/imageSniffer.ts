/** An image format we accept: the extension stored files get and the Content-Type they are served with. */
export interface ImageType {
  extension: string;
  contentType: string;
}

export const IMAGE_TYPES = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
} as const satisfies Record<string, ImageType>;

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names `avif` (still) or `avis` (sequence) among its brands. */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, 'ftyp', 4)) return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  // Major brand at 8, minor version at 12, compatible brands from 16.
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    const brand = bytes.toString('latin1', at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * What the bytes are, judged by their magic numbers alone: the declared mimetype and the
 * file name are the client's word and prove nothing.
 */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return IMAGE_TYPES.gif;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return IMAGE_TYPES.webp;
  if (isAvif(bytes)) return IMAGE_TYPES.avif;
  return undefined;
}
