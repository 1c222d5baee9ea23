import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { listingTeaser, type Property, type PropertyInput } from '@estate/domain';
import { cameraPhoto, cameraPhotoSpecs, ARTWORK_FOLDER, SMALL_SENSOR, type CameraPhoto } from '../../../scripts/fixtures/cameraPhotos';
import { listingFromData } from '../../src/listings';
import { errorHandler } from '../../src/platform/http/errors';
import type { PrivateListingService } from '../../src/privateListings';
import { privateListingsRouter } from '../../src/privateListings/privateListingsRouter';
import { TEASER_PHOTO, teaserRendition } from '../../src/privateListings/teaserPhoto';
import { teaserPhotoService } from '../../src/privateListings/teaserPhotoService';
import { IMAGE_TYPES, sniffImageType } from '../../src/uploads/imageSniffer';
import { storedListing } from '../support/storedListing';

// Needs no emulator: `npx jest functions/test/privateListings/teaserPhoto --selectProjects api` runs it alone.

/** A camera's photo stored sideways (EXIF orientation 6, GPS and all): what an agent uploads at its worst, from a small sensor. */
let camera: CameraPhoto;
let rendition: Buffer;
beforeAll(async () => {
  const spec = cameraPhotoSpecs(2)[1]!;
  camera = await cameraPhoto(spec, readFileSync(join(__dirname, '..', '..', '..', ARTWORK_FOLDER, spec.artwork)), SMALL_SENSOR);
  rendition = await teaserRendition(camera.bytes);
});

describe('teaserRendition (docs/product/private-collection.md#private-collection)', () => {
  it('makes a JPEG at most 32 px wide, upright, a sliver of the original', async () => {
    expect(camera.spec.orientation).toBe(6);
    expect(sniffImageType(rendition)).toBe(IMAGE_TYPES.jpeg);
    const { width, height, format } = await sharp(rendition).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBeLessThanOrEqual(TEASER_PHOTO.width);
    // The portrait the camera stored sideways is a portrait still.
    expect(height).toBeGreaterThan(width);
    expect(rendition.length).toBeLessThan(camera.bytes.length / 1000);
  });

  it('carries no EXIF, GPS, XMP or colour profile of the camera', async () => {
    const metadata = await sharp(rendition).metadata();
    expect(metadata).not.toHaveProperty('exif');
    expect(metadata).not.toHaveProperty('xmp');
    expect(metadata).not.toHaveProperty('icc');
    expect(rendition.includes(Buffer.from('Exif'))).toBe(false);
    expect(rendition.includes(Buffer.from(camera.spec.camera.model))).toBe(false);
  });

  // Without the blur, the same 32 px of the camera fixtures have steps of 110 to 170 (of 255) between neighbours; with it, under 40.
  it('leaves no edge: neighbouring pixels differ little', async () => {
    const { data, info } = await sharp(rendition).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    const value = (x: number, y: number, channel: number) => data[(y * width + x) * channels + channel]!;
    let steepest = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        for (let channel = 0; channel < channels; channel += 1) {
          if (x + 1 < width) steepest = Math.max(steepest, Math.abs(value(x, y, channel) - value(x + 1, y, channel)));
          if (y + 1 < height) steepest = Math.max(steepest, Math.abs(value(x, y, channel) - value(x, y + 1, channel)));
        }
      }
    }
    expect(steepest).toBeLessThan(64);
  });

  it('reads a small web size (WebP) and a drawing (SVG) as well', async () => {
    const webp = await sharp(camera.bytes).rotate().resize({ width: 320 }).webp().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#3a5f8a"/></svg>',
    );
    for (const input of [webp, svg]) {
      expect((await sharp(await teaserRendition(input)).metadata()).width).toBeLessThanOrEqual(TEASER_PHOTO.width);
    }
  });
});

const PHOTO = '/api/uploads/c51f2273-243e-4dc0-8104-fd8e78522da1_1600x1067_586848.jpg';
const listing = (id: string, form: Partial<PropertyInput>, status: Property['StandardStatus'] = 'Active'): Property => ({
  ...listingFromData(id, storedListing({ images: [PHOTO], ...form }, '2026-03-02T12:00:00Z')),
  StandardStatus: status,
});

/** The router over fakes: the listings by id, and an image store that holds PHOTO only. */
function appWith(listings: Property[]) {
  const byId = new Map(listings.map((property) => [property.id, property]));
  const readImage = jest.fn(async (url: string) => (url === PHOTO ? camera.bytes : null));
  const teaserPhotos = teaserPhotoService({ properties: { find: async (id) => byId.get(id) ?? null }, readImage });
  const app = express();
  const api = express.Router();
  api.use(
    privateListingsRouter({
      privateListings: {} as PrivateListingService,
      teaserPhotos,
      audit: { record: jest.fn() },
      stepUp: (_req, _res, next) => next(),
    }),
  );
  app.use('/api', api);
  app.use(errorHandler({ error: jest.fn() }));
  return { app, readImage };
}

describe('GET /api/properties/:id/teaser-photo, over fakes', () => {
  const { app, readImage } = appWith([
    listing('for-invited', { visibility: 'invited' }),
    listing('for-clients', { visibility: 'clients' }),
    listing('open', { visibility: 'public' }),
    listing('withdrawn', { visibility: 'invited' }, 'Withdrawn'),
    listing('no-photo', { visibility: 'invited', images: [] }),
    listing('lost-photo', { visibility: 'invited', images: ['/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e_800x600_aabbcc.jpg'] }),
  ]);
  beforeEach(() => readImage.mockClear());

  it.each(['for-invited', 'for-clients'])("answers a private listing's (%s) rendition, cacheable by everyone for a day", async (id) => {
    const response = await request(app).get(`/api/properties/${id}/teaser-photo?v=0123abcd`).expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toEqual(rendition);
    expect(readImage).toHaveBeenCalledWith(PHOTO);
  });

  it("is where the teaser's image points", async () => {
    const teaser = listingTeaser(listing('for-invited', { visibility: 'invited' }));
    await request(app).get(teaser.image!).expect(200);
  });

  it.each([
    ['a public listing, whose page shows its photos', 'open'],
    ['an unknown listing', 'nowhere'],
    ['a listing off the market', 'withdrawn'],
    ['a private listing without photos', 'no-photo'],
    ['a private listing whose photo is gone from the store', 'lost-photo'],
  ])("answers 404 'Property not found' for %s", async (_name, id) => {
    const response = await request(app).get(`/api/properties/${id}/teaser-photo`).expect(404);
    expect(response.body).toEqual({ message: 'Property not found' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('reads no image of a listing it will not show', async () => {
    await request(app).get('/api/properties/open/teaser-photo').expect(404);
    await request(app).get('/api/properties/withdrawn/teaser-photo').expect(404);
    expect(readImage).not.toHaveBeenCalled();
  });
});
