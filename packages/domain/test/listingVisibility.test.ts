import { isListingTeaser, listingTeaser, mayView, priceBand, type ListingViewer } from '../src';
import { teaserPhotoPath } from '../src/privateListings/teaserPhoto';

const VISITOR: ListingViewer = { kind: 'visitor' };
const CLIENT: ListingViewer = { kind: 'client', uid: 'c1', invited: false };
const INVITED: ListingViewer = { kind: 'client', uid: 'c1', invited: true };
const STAFF: ListingViewer = { kind: 'staff' };

describe('mayView (docs/product/private-collection.md#private-collection)', () => {
  it.each([
    ['a listing stored before visibility (public)', {}, [true, true, true, true]],
    ['a public listing', { visibility: 'public' as const }, [true, true, true, true]],
    ["a 'clients' listing", { visibility: 'clients' as const }, [false, true, true, true]],
    ["an 'invited' listing", { visibility: 'invited' as const }, [false, false, true, true]],
  ])('%s: visitor, client, invited client, staff', (_name, listing, expected) => {
    expect([VISITOR, CLIENT, INVITED, STAFF].map((viewer) => mayView(listing, viewer))).toEqual(expected);
  });
});

describe('priceBand', () => {
  it.each([
    [180_000, 'Under $250K'],
    [250_000, '$250K - $500K'],
    [999_999, '$750K - $1M'],
    [1_000_000, '$1M - $2M'],
    [1_450_000, '$1M - $2M'],
    [2_000_000, '$2M+'],
    [12_000_000_000, '$2M+'],
  ])('%d is in %s, the search filter’s range', (price, band) => {
    expect(priceBand(price)).toBe(band);
  });
});

describe('listingTeaser', () => {
  const listing = {
    id: 'x1',
    visibility: 'invited' as const,
    title: '3 Observatory Ave: a Colonial',
    address: '3 Observatory Ave, Cincinnati, OH 45208',
    neighborhood: 'Hyde Park' as const,
    propertyType: 'Condo' as const,
    bedrooms: 2,
    price: 640_000,
    images: ['/a.jpg', '/b.jpg'],
    imageAlts: ['The porch of 3 Observatory Ave'],
  };

  it("shows the first photo's rendition, the neighbourhood, a price band and a generic title, never the address, title or alt text", () => {
    const teaser = listingTeaser(listing);
    expect(teaser).toEqual({
      kind: 'teaser',
      id: 'x1',
      visibility: 'invited',
      title: 'Private listing in Hyde Park',
      neighborhood: 'Hyde Park',
      propertyType: 'Condo',
      bedrooms: 2,
      priceBand: '$500K - $750K',
      image: teaserPhotoPath('x1', '/a.jpg'),
      imageAlt: 'A private condo listing in Hyde Park',
    });
    expect(JSON.stringify(teaser)).not.toMatch(/Observatory|640000/);
    expect(isListingTeaser(teaser)).toBe(true);
  });

  it('has no image when the listing has none', () => {
    expect(listingTeaser({ ...listing, images: [] })).not.toHaveProperty('image');
  });

  // What each store's photo URLs look like: Cloud Storage's, the local disk store's, the site's own artwork.
  it.each([
    'https://firebasestorage.googleapis.com/v0/b/estate.appspot.com/o/uploads%2Fc51f2273-243e-4dc0-8104-fd8e78522da1_1600x1067_586848.jpg?alt=media',
    '/api/uploads/c51f2273-243e-4dc0-8104-fd8e78522da1_1600x1067_586848.jpg',
    '/media/art/c51f2273-243e-4dc0-8104-fd8e78522da1_1600x1067_586848.jpg',
  ])('never carries the photo %s, nor any part of its address', (url) => {
    const json = JSON.stringify(listingTeaser({ ...listing, images: [url, '/b.jpg'] }));
    const parts = Array.from({ length: url.length - 5 }, (_, start) => url.slice(start, start + 6));
    expect(parts.filter((part) => json.includes(part))).toEqual([]);
  });

  it("gives the photo's rendition the api's address, whose version changes with the first photo alone", () => {
    const image = (images: string[]) => listingTeaser({ ...listing, images }).image;
    expect(image(['/a.jpg'])).toMatch(/^\/api\/properties\/x1\/teaser-photo\?v=[0-9a-f]{8}$/);
    expect(image(['/a.jpg', '/c.jpg'])).toBe(image(['/a.jpg', '/b.jpg']));
    expect(image(['/c.jpg'])).not.toBe(image(['/a.jpg']));
  });
});
