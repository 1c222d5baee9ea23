import sharp from 'sharp';
import { type LocalMls } from './localMls';
import { type FeedPage, getJson, propertyUrl, startTestMls, tokenFor } from './testSupport';

let mls: LocalMls;
let token: string;
beforeEach(async () => {
  mls = await startTestMls({ listings: 40, mediaUrlLifetimeS: 600 });
  token = await tokenFor(mls);
});
afterEach(() => mls.close());

type Photo = { MediaKey: string; MediaURL: string };
const photosOf = async (key?: string) => {
  const query: Record<string, string> = key === undefined ? { $expand: 'Media' } : { $expand: 'Media', $filter: `ListingKey eq '${key}'` };
  const { body } = await getJson<FeedPage>(propertyUrl(mls, query), token);
  return body.value.flatMap((record) => record.Media as Photo[]);
};

describe('photos', () => {
  it('are real JPEGs served from the MediaURL, a few distinct pictures shared by all', async () => {
    const photos = await photosOf();
    const images = await Promise.all(
      photos.slice(0, 40).map(async (photo) => Buffer.from(await (await fetch(photo.MediaURL)).arrayBuffer())),
    );
    for (const image of images) expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(images[0]).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 533 });
    const distinct = new Set(images.map((image) => image.toString('base64')));
    expect(distinct.size).toBeGreaterThan(3);
    expect(distinct.size).toBeLessThanOrEqual(12);
  });

  it("are signed URLs that stop working when their time is up on the server's clock", async () => {
    const [photo] = await photosOf();
    expect((await fetch(photo!.MediaURL)).status).toBe(200);
    expect((await fetch(photo!.MediaURL.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    expect((await fetch(photo!.MediaURL.replace(/\?.*$/, ''))).status).toBe(403);
    mls.control.advanceClock(600);
    const expired = await fetch(photo!.MediaURL);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'This URL has expired' });
  });

  it('change with new MediaKeys and PhotosChangeTimestamp; the old ones are gone', async () => {
    const key = mls.control.listings()[0]!.ListingKey;
    const previous = mls.control.listing(key)!;
    const before = await photosOf(key);
    const [changed] = mls.control.changePhotos({ keys: [key] });
    const after = await photosOf(key);
    expect(after).toHaveLength(changed!.PhotosCount);
    expect(changed!.PhotosChangeTimestamp > previous.PhotosChangeTimestamp).toBe(true);
    const oldKeys = new Set(before.map((photo) => photo.MediaKey));
    expect(after.filter((photo) => oldKeys.has(photo.MediaKey))).toEqual([]);
    expect((await fetch(before[0]!.MediaURL)).status).toBe(404);
    expect((await fetch(after[0]!.MediaURL)).status).toBe(200);
  });

  it('are unsigned where asked, and can be made to fail like the rest', async () => {
    await mls.close();
    mls = await startTestMls({ listings: 5, mediaUrlLifetimeS: null });
    token = await tokenFor(mls);
    const [photo] = await photosOf();
    expect(photo!.MediaURL).toMatch(new RegExp(`^${mls.url}/media/[^?]+\\.jpg$`));
    mls.control.injectFault({ kind: 'serverError', target: 'media' });
    expect((await fetch(photo!.MediaURL)).status).toBe(500);
    expect((await fetch(photo!.MediaURL)).status).toBe(200);
    expect((await fetch(`${mls.url}/media/nothing.jpg`)).status).toBe(404);
  });
});
