import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import express, { type Express } from 'express';
import request from 'supertest';
import { PHOTO_FORMATS, photoWidths, responsivePhoto, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@estate/domain';
import { localDiskFileStore } from '../../src/uploads/files/localDisk';
import { IMAGE_TYPES, sniffImageType } from '../../src/uploads/imageSniffer';
import { displayName, readMultipartFiles, type MultipartLimits } from '../../src/uploads/multipart';
import { uploadId } from '../../src/uploads/uploadNames';
import { imageBytes, paddedTo, photoFileNames, realImage, type RealImageFormat } from '../support/images';
import { type memoryFileStore, ORIGIN, testApp } from '../support/testApp';

const t = testApp();
const stored = () => (t.deps.files as ReturnType<typeof memoryFileStore>).files;
/** The name of a photo's JPEG: `<uuid>_<width>x<height>_<colour>.jpg` (@estate/domain photos.ts). */
const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}_(\d+)x(\d+)_[0-9a-f]{6}\.jpg$/;
/** The names stored for the upload of `filename`, sorted. */
const storedFilesOf = (filename: string) => [...stored().keys()].filter((name) => uploadId(name) === uploadId(filename)).sort();
let uploadsDir: string;
const images: Record<RealImageFormat, Buffer> = {} as Record<RealImageFormat, Buffer>;
beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'uploads-'));
  for (const format of ['png', 'jpeg', 'gif', 'webp', 'avif'] as const) images[format] = await realImage(format);
});
beforeEach(async () => {
  await t.reset();
  stored().clear();
});
afterAll(async () => {
  await t.teardown();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** A PNG signature padded with zeros to `size` bytes. */
const pngOfSize = (size: number) => paddedTo(imageBytes.png, size);

const upload = (app: Express, cookie: string) => request(app).post('/api/upload-multiple').set('Cookie', cookie).set('Origin', ORIGIN);

describe('POST /api/upload-multiple', () => {
  it('stores each image as a photo, a JPEG and its web sizes under server-made names, and answers the JPEG', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await upload(t.app, cookie)
      .attach('images', await realImage('png', 640, 480), { filename: 'living room.png', contentType: 'image/png' })
      .attach('images', await realImage('jpeg', 800, 600), { filename: 'kitchen.jpeg', contentType: 'image/jpeg' })
      .expect(201);
    const [png, jpeg] = response.body.files as { url: string; filename: string }[];
    expect(response.body).toEqual({ files: [expect.any(Object), expect.any(Object)], rejected: [] });
    expect(png!.filename).toMatch(PHOTO_NAME);
    expect(PHOTO_NAME.exec(png!.filename)!.slice(1, 3)).toEqual(['640', '480']);
    expect(PHOTO_NAME.exec(jpeg!.filename)!.slice(1, 3)).toEqual(['800', '600']);
    expect(png!.url).toBe(`/api/uploads/${png!.filename}`);
    expect(jpeg!.url).toBe(`/api/uploads/${jpeg!.filename}`);
    for (const { filename } of [png!, jpeg!]) {
      // The JPEG, and an AVIF and a WebP of each web width up to the photo's own.
      expect(storedFilesOf(filename)).toEqual(photoFileNames(filename));
      expect(sniffImageType(stored().get(filename)!)).toBe(IMAGE_TYPES.jpeg);
    }
    expect(stored().size).toBe(photoFileNames(png!.filename).length + photoFileNames(jpeg!.filename).length);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['png', 'gif', 'webp', 'avif'] as const)(
    'reads a %s by its bytes, whatever name and type the client declared, and makes it a JPEG photo',
    async (format) => {
      const cookie = await t.signInAsAdmin();
      const response = await upload(t.app, cookie)
        .attach('images', images[format], { filename: 'photo.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const { filename } = response.body.files[0] as { filename: string };
      expect(filename).toMatch(PHOTO_NAME);
      expect(PHOTO_NAME.exec(filename)!.slice(1, 3)).toEqual(['64', '48']);
      expect(storedFilesOf(filename)).toEqual(photoFileNames(filename));
    },
  );

  it('skips a file whose bytes are not an image, whatever it claims, and keeps the others', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await upload(t.app, cookie)
      .attach('images', Buffer.from('not an image at all'), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .attach('images', images.gif, { filename: 'pool.gif', contentType: 'image/gif' })
      .expect(201);
    expect(response.body.files).toHaveLength(1);
    expect(response.body.rejected).toEqual([{ name: 'photo.jpg', reason: 'File is not an image' }]);
    expect([...stored().keys()].sort()).toEqual(photoFileNames(response.body.files[0].filename));
  });

  it("skips as 'File is not an image' a file with an image's magic bytes that does not decode", async () => {
    const cookie = await t.signInAsAdmin();
    const truncated = images.jpeg.subarray(0, Math.floor(images.jpeg.length / 2));
    const response = await upload(t.app, cookie)
      .attach('images', imageBytes.png, { filename: 'signature-only.png', contentType: 'image/png' })
      .attach('images', truncated, { filename: 'cut-short.jpg', contentType: 'image/jpeg' })
      .attach('images', images.png, { filename: 'fine.png', contentType: 'image/png' })
      .expect(201);
    expect(response.body.rejected).toEqual([
      { name: 'signature-only.png', reason: 'File is not an image' },
      { name: 'cut-short.jpg', reason: 'File is not an image' },
    ]);
    expect(response.body.files).toHaveLength(1);
    expect([...stored().keys()].sort()).toEqual(photoFileNames(response.body.files[0].filename));

    const alone = await upload(t.app, cookie)
      .attach('images', imageBytes.webp, { filename: 'fake.webp', contentType: 'image/webp' })
      .expect(400);
    expect(alone.body).toEqual({ message: 'No images were uploaded', errors: { 'fake.webp': 'File is not an image' } });
  });

  it('answers 400 with each reason when no file is an image', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await upload(t.app, cookie)
      .attach('images', Buffer.from('<?php echo 1; ?>'), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(response.body).toEqual({ message: 'No images were uploaded', errors: { 'photo.jpg': 'File is not an image' } });
    expect(stored().size).toBe(0);
  });

  it('answers 400 when the form holds no file', async () => {
    const cookie = await t.signInAsAdmin();
    await upload(t.app, cookie).field('title', 'no files here').expect(400, { message: 'No images were uploaded' });
    await upload(t.app, cookie)
      .attach('photos', images.png, { filename: 'wrong-field.png', contentType: 'image/png' })
      .expect(400, { message: 'No images were uploaded' });
  });

  it('skips a file over 5MB and accepts one of exactly 5MB, storing its own re-encoded sizes', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await upload(t.app, cookie)
      .attach('images', pngOfSize(UPLOAD_MAX_BYTES + 1), { filename: 'huge.png', contentType: 'image/png' })
      .attach('images', paddedTo(images.jpeg, UPLOAD_MAX_BYTES), { filename: 'just-fits.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(response.body.rejected).toEqual([{ name: 'huge.png', reason: 'huge.png exceeds 5MB limit' }]);
    expect(response.body.files).toHaveLength(1);
    const { filename } = response.body.files[0] as { filename: string };
    expect([...stored().keys()].sort()).toEqual(photoFileNames(filename));
    // Not the 5 MB that came in: the server's own JPEG of a 64×48 image.
    expect(stored().get(filename)!.length).toBeLessThan(10_000);
  });

  it(`keeps the first ${UPLOAD_MAX_FILES} files and skips the rest as 'Too many files'`, async () => {
    const cookie = await t.signInAsAdmin();
    let req = upload(t.app, cookie);
    for (let index = 1; index <= UPLOAD_MAX_FILES + 1; index += 1) {
      req = req.attach('images', images.png, { filename: `photo-${index}.png`, contentType: 'image/png' });
    }
    const response = await req.expect(201);
    expect(response.body.files).toHaveLength(UPLOAD_MAX_FILES);
    expect(response.body.rejected).toEqual([{ name: `photo-${UPLOAD_MAX_FILES + 1}.png`, reason: 'Too many files' }]);
    // Ten photos, each its own upload with all its files.
    expect(new Set([...stored().keys()].map(uploadId)).size).toBe(UPLOAD_MAX_FILES);
    for (const { filename } of response.body.files as { filename: string }[])
      expect(storedFilesOf(filename)).toEqual(photoFileNames(filename));
    expect(stored().size).toBe(UPLOAD_MAX_FILES * photoFileNames(response.body.files[0].filename).length);
  });

  it('answers 415 for anything but multipart/form-data', async () => {
    const cookie = await t.signInAsAdmin();
    await upload(t.app, cookie)
      .send({ images: ['x.png'] })
      .expect(415, { message: 'Expected multipart/form-data with field images' });
  });

  it('answers 400 for a multipart body that ends mid-way', async () => {
    const cookie = await t.signInAsAdmin();
    await upload(t.app, cookie)
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send('--cut\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc')
      .expect(400, { message: 'Malformed multipart/form-data body' });
  });

  it('answers 401 without a session and 403 without the admin claim, storing nothing', async () => {
    const attachPng = (req: request.Test) => req.attach('images', images.png, { filename: 'a.png', contentType: 'image/png' });
    await attachPng(request(t.app).post('/api/upload-multiple')).expect(401, { message: 'Please sign in to continue' });
    const cookie = await t.signInAsNonAdmin();
    await attachPng(upload(t.app, cookie)).expect(403, { message: 'You need admin privileges to do this' });
    expect(stored().size).toBe(0);
  });

  it('reads the body from req.rawBody when Cloud Functions has already consumed the stream', async () => {
    const cookie = await t.signInAsAdmin();
    // What the Functions runtime does before the app runs.
    const functionsRuntime = express();
    functionsRuntime.use(async (req, _res, next) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      req.rawBody = Buffer.concat(chunks);
      next();
    });
    functionsRuntime.use(t.app);
    const response = await upload(functionsRuntime, cookie)
      .attach('images', images.avif, { filename: 'facade.avif', contentType: 'image/avif' })
      .expect(201);
    expect(response.body.files[0].filename).toMatch(PHOTO_NAME);
  });
});

describe('DELETE /api/upload/:filename', () => {
  it('deletes a photo with all its web sizes, then answers 404 for it', async () => {
    const cookie = await t.signInAsAdmin();
    const uploaded = await upload(t.app, cookie)
      .attach('images', await realImage('png', 1000, 750), { filename: 'a.png', contentType: 'image/png' })
      .attach('images', images.jpeg, { filename: 'b.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const [first, other] = uploaded.body.files as { filename: string }[];
    const filename = first!.filename;
    expect(storedFilesOf(filename)).toEqual(photoFileNames(filename));
    const del = () => request(t.app).delete(`/api/upload/${filename}`).set('Cookie', cookie).set('Origin', ORIGIN);
    await del().expect(200, { message: 'Image deleted' });
    // The other photo of the same request keeps every file.
    expect([...stored().keys()].sort()).toEqual(photoFileNames(other!.filename));
    await del().expect(404, { message: 'File not found' });
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', 'photo.jpg', '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.svg', 'not-a-uuid.png'])(
    'answers 400 for the name %s',
    async (name) => {
      const cookie = await t.signInAsAdmin();
      await request(t.app)
        .delete(`/api/upload/${name}`)
        .set('Cookie', cookie)
        .set('Origin', ORIGIN)
        .expect(400, { message: 'Invalid file name' });
    },
  );

  it('answers 401 without a session', async () => {
    await request(t.app).delete('/api/upload/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.png').expect(401);
  });
});

describe('GET /api/uploads/:filename', () => {
  it('serves a local-disk photo and each of its web sizes with its type and a long, immutable cache life', async () => {
    const files = localDiskFileStore(uploadsDir);
    const local = testApp({ files });
    try {
      const cookie = await local.signInAsAdmin();
      const uploaded = await upload(local.app, cookie)
        .attach('images', await realImage('png', 700, 500), { filename: 'a.png', contentType: 'image/png' })
        .expect(201);
      const { url, filename } = uploaded.body.files[0] as { url: string; filename: string };
      const response = await request(local.app).get(url).expect(200);
      expect(response.body).toEqual(await files.read(filename));
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // What the pages ask for: every srcset entry of the photo's URL.
      const sources = responsivePhoto(url)!.sources;
      expect(sources.map((source) => source.srcSet.split(', ').length)).toEqual(PHOTO_FORMATS.map(() => photoWidths(700).length));
      for (const { type, srcSet } of sources) {
        for (const entry of srcSet.split(', ')) {
          const webSize = await request(local.app).get(entry.split(' ')[0]!).expect(200);
          expect(webSize.headers['content-type']).toBe(type);
          expect(sniffImageType(webSize.body as Buffer)?.contentType).toBe(type);
        }
      }
    } finally {
      await local.teardown();
    }
  });

  it('answers 404 for an unknown or invalid name', async () => {
    const local = testApp({ files: localDiskFileStore(uploadsDir) });
    try {
      await request(local.app).get('/api/uploads/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.png').expect(404, { message: 'File not found' });
      await request(local.app).get('/api/uploads/..%2Fsecret.png').expect(404, { message: 'File not found' });
    } finally {
      await local.teardown();
    }
  });

  it('is no route at all when the store serves its own files', async () => {
    await request(t.app).get('/api/uploads/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.png').expect(404);
  });
});

describe('readMultipartFiles', () => {
  const MB = 1024 * 1024;
  const limits: MultipartLimits = { field: 'images', maxFiles: 2, maxFileBytes: MB, maxRequestBytes: 3 * MB };
  const boundary = 'test-boundary';
  const headers = (length?: number) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    ...(length === undefined ? {} : { 'content-length': String(length) }),
  });
  const multipart = (files: { name: string; bytes: Buffer }[]) =>
    Buffer.concat([
      ...files.flatMap(({ name, bytes }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);

  it('reads a body given as bytes (req.rawBody) and applies the count and size limits', async () => {
    const body = multipart([
      { name: 'a.png', bytes: imageBytes.png },
      { name: 'big.png', bytes: Buffer.alloc(MB + 1) },
      { name: 'c.png', bytes: imageBytes.png },
    ]);
    await expect(readMultipartFiles(headers(), body, limits)).resolves.toEqual([
      { name: 'a.png', bytes: imageBytes.png },
      { name: 'big.png', reason: 'big.png exceeds 1MB limit' },
      { name: 'c.png', reason: 'Too many files' },
    ]);
  });

  it('answers 413 for a body over the request limit, whether bytes, declared or streamed', async () => {
    const tooLarge = { status: 413, message: 'Request body is too large' };
    const body = multipart([
      { name: 'a.png', bytes: Buffer.alloc(MB) },
      { name: 'b.png', bytes: Buffer.alloc(MB) },
      { name: 'c.png', bytes: Buffer.alloc(MB) },
    ]);
    await expect(readMultipartFiles(headers(), body, limits)).rejects.toMatchObject(tooLarge);
    await expect(readMultipartFiles(headers(body.length), new PassThrough(), limits)).rejects.toMatchObject(tooLarge);
    const chunked = new PassThrough();
    const reading = readMultipartFiles(headers(), chunked, limits);
    chunked.end(body);
    await expect(reading).rejects.toMatchObject(tooLarge);
  });
});

describe('displayName', () => {
  it('strips paths and control characters and caps the length', () => {
    expect(displayName('C:\\Users\\me\\photo.jpg')).toBe('photo.jpg');
    expect(displayName('../../etc/pass\u0000wd\n.png')).toBe('passwd.png');
    expect(displayName(`${'a'.repeat(300)}.png`)).toHaveLength(100);
    expect(displayName(undefined)).toBe('unnamed file');
    expect(displayName(' \u0007 ')).toBe('unnamed file');
  });
});
