import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Clock } from './clock';

/** Where the photos are served: `/media/<MediaKey>.jpg`. */
export const MEDIA_PATH = '/media/';

/**
 * Photo URLs as the platforms hand them out: signed, and good for `lifetimeS` seconds on the
 * server's clock (like a CDN's or S3's pre-signed URLs), so a client that keeps a URL instead of
 * the photo finds it dead later. Unsigned when `lifetimeS` is undefined.
 */
export class MediaUrls {
  private readonly secret = randomBytes(32);

  constructor(
    private readonly origin: string,
    private readonly clock: Clock,
    private readonly lifetimeS: number | undefined,
  ) {}

  urlFor(mediaKey: string): string {
    const path = `${MEDIA_PATH}${encodeURIComponent(mediaKey)}.jpg`;
    if (this.lifetimeS === undefined) return `${this.origin}${path}`;
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.lifetimeS;
    return `${this.origin}${path}?expires=${expires}&signature=${this.signature(mediaKey, expires)}`;
  }

  /** Whether a request's query lets it have the photo. */
  check(mediaKey: string, query: URLSearchParams): 'valid' | 'expired' | 'badSignature' {
    if (this.lifetimeS === undefined) return 'valid';
    const expires = Number(query.get('expires'));
    const given = Buffer.from(query.get('signature') ?? '');
    const expected = Buffer.from(this.signature(mediaKey, expires));
    if (!Number.isInteger(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature';
    return expires * 1000 > this.clock.now().getTime() ? 'valid' : 'expired';
  }

  private signature(mediaKey: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${mediaKey}\n${expires}`).digest('base64url');
  }
}
