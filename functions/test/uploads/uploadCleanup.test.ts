import request from 'supertest';
import { uploadCleanup } from '../../src/composition';
import { ORPHAN_GRACE_MS } from '../../src/uploads/uploadJanitorService';
import { uploadId } from '../../src/uploads/uploadNames';
import { photoFileNames, realImage } from '../support/images';
import { type memoryFileStore, ORIGIN, testApp } from '../support/testApp';

const t = testApp();
const store = t.deps.files as ReturnType<typeof memoryFileStore>;
let cookie: string;
beforeEach(async () => {
  await t.reset();
  store.files.clear();
  store.storedAt.clear();
  cookie = await t.signInAsAdmin();
});
afterAll(() => t.teardown());

const as = <T extends request.Test>(call: T) => call.set('Cookie', cookie).set('Origin', ORIGIN);

/** Uploads `count` photos of 700×500 through the API (each a JPEG and its web sizes) and answers their URLs. */
async function uploadPhotos(count: number): Promise<string[]> {
  const photo = await realImage('png', 700, 500);
  let call = as(request(t.app).post('/api/upload-multiple'));
  for (let n = 0; n < count; n += 1) call = call.attach('images', photo, { filename: `photo-${n}.png`, contentType: 'image/png' });
  const response = await call.expect(201);
  return (response.body.files as { url: string }[]).map((file) => file.url);
}

const listing = (images: string[]) => ({
  title: 'Riverside Penthouse',
  address: '1 Riverfront Pl, Cincinnati, OH 45202',
  neighborhood: 'Downtown',
  price: 2_400_000,
  images,
  bedrooms: 3,
  bathrooms: 3,
  squareFeet: 3200,
  description: 'A penthouse over the river with a terrace on three sides of the tower.',
  propertyType: 'Condo',
  Latitude: 39.0979,
  Longitude: -84.5094,
});
const createListing = async (images: string[]) =>
  (await as(request(t.app).post('/api/properties')).send(listing(images)).expect(201)).body.id as string;
/**
 * The photos the store holds, by their URL (the JPEG's, the one documents use); a photo is
 * listed only when every one of its files is there, and any other file fails the test.
 */
function storedUrls(): string[] {
  const names = [...store.files.keys()].sort();
  const jpegs = names.filter((name) => name.endsWith('.jpg'));
  expect(names).toEqual(jpegs.flatMap(photoFileNames).sort());
  return jpegs.map((name) => store.urlOf(name)).sort();
}

describe('photos a listing lets go of', () => {
  it('are deleted with the listing, except those another listing uses', async () => {
    const [own, shared] = await uploadPhotos(2);
    const id = await createListing([own!, shared!]);
    await createListing([shared!]);
    await as(request(t.app).delete(`/api/properties/${id}`)).expect(200, { message: 'Property deleted' });
    expect(storedUrls()).toEqual([shared]);
  });

  it('are deleted when an edit removes them; the photos it keeps stay', async () => {
    const [kept, removed] = await uploadPhotos(2);
    const id = await createListing([kept!, removed!]);
    await as(request(t.app).patch(`/api/properties/${id}`))
      .send({ images: [kept] })
      .expect(200);
    expect(storedUrls()).toEqual([kept]);
    await as(request(t.app).patch(`/api/properties/${id}`))
      .send({ price: 2_300_000 })
      .expect(200);
    expect(storedUrls()).toEqual([kept]);
  });

  it('are kept when a neighborhood guide uses them too', async () => {
    const [photo] = await uploadPhotos(1);
    const id = await createListing([photo!]);
    await t.deps.db.collection('neighborhoods').doc('downtown').set({ name: 'Downtown', imageUrl: photo });
    await as(request(t.app).delete(`/api/properties/${id}`)).expect(200);
    expect(storedUrls()).toEqual([photo]);
  });
});

describe('DELETE /api/upload/:filename', () => {
  it('refuses with 409 to delete a photo a listing uses', async () => {
    const [photo] = await uploadPhotos(1);
    await createListing([photo!]);
    const filename = store.nameOf(photo!)!;
    await as(request(t.app).delete(`/api/upload/${filename}`)).expect(409, { message: 'This image is still used by a listing or article' });
    expect(storedUrls()).toEqual([photo]);
  });

  it('refuses to delete a photo a listing uses by the name of one of its web sizes', async () => {
    const [photo] = await uploadPhotos(1);
    await createListing([photo!]);
    const webSize = photoFileNames(store.nameOf(photo!)!).find((name) => name.endsWith('.webp'))!;
    const response = await as(request(t.app).delete(`/api/upload/${webSize}`));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(storedUrls()).toEqual([photo]);
  });
});

describe('the clean-up of unused uploads', () => {
  it('deletes uploads no document uses once they are a day old, each with all its web sizes, and nothing else', async () => {
    const [used, unused] = await uploadPhotos(2);
    await createListing([used!]);
    expect(await uploadCleanup(t.repos, store).removeOrphans()).toEqual([]);
    const aDayOn = uploadCleanup(t.repos, store, () => Date.now() + ORPHAN_GRACE_MS);
    expect((await aDayOn.removeOrphans()).sort()).toEqual(photoFileNames(store.nameOf(unused!)!));
    expect(storedUrls()).toEqual([used]);
  });

  it('counts the web sizes of a photo a document uses as used, though no document names them', async () => {
    const [listed, guide] = await uploadPhotos(2);
    await createListing([listed!]);
    await t.deps.db.collection('neighborhoods').doc('downtown').set({ name: 'Downtown', imageUrl: guide });
    // Web sizes stored long ago, and a file of an upload nobody uses beside them.
    const long = new Date(Date.now() - 30 * ORPHAN_GRACE_MS);
    for (const name of store.storedAt.keys()) store.storedAt.set(name, long);
    const stray = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b-320.webp';
    await store.save(stray, Buffer.from('stray'), 'image/webp');
    store.storedAt.set(stray, long);
    expect(await uploadCleanup(t.repos, store).removeOrphans()).toEqual([stray]);
    expect(storedUrls()).toEqual([listed, guide].sort());
    expect(new Set([...store.files.keys()].map(uploadId))).toEqual(new Set([listed, guide].map((url) => uploadId(store.nameOf(url!)!))));
  });
});
