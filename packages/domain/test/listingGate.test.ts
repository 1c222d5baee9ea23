import {
  clientReader,
  detailFor,
  gateListing,
  isShownTo,
  listingFor,
  STAFF_READER,
  VISITOR,
  type ListingReader,
  type Property,
} from '../src';

const listing = (fields: Partial<Property> = {}): Property =>
  ({
    id: 'l1',
    title: '3 Observatory Ave: a Colonial',
    address: '3 Observatory Ave, Cincinnati, OH 45208',
    neighborhood: 'Hyde Park',
    propertyType: 'Single Family',
    price: 2_450_000,
    bedrooms: 5,
    bathrooms: 4,
    squareFeet: 5200,
    description: 'A Colonial on Observatory',
    images: ['/media/homes/home-01.svg'],
    StandardStatus: 'Active',
    showSoldPrice: true,
    ...fields,
  }) as Property;

const UNINVITED = clientReader('c1', []);
const INVITED = clientReader('c1', ['l1']);
const FEED = { kind: 'feed', offMarket: false } as const satisfies ListingReader;
const FEED_OFF_MARKET = { kind: 'feed', offMarket: true } as const satisfies ListingReader;
const READERS = [VISITOR, UNINVITED, INVITED, FEED, FEED_OFF_MARKET, STAFF_READER];

const shown = (property: Property) => READERS.map((reader) => gateListing(property, reader).shown);

describe('the listing gate (docs/architecture.md#the-listing-gate): visitor, client, invited client, feed, off-market feed, staff', () => {
  it.each([
    ['a public listing on the market', listing(), ['whole', 'whole', 'whole', 'whole', 'whole', 'whole']],
    ["a 'clients' listing", listing({ visibility: 'clients' }), ['teaser', 'whole', 'whole', 'none', 'none', 'whole']],
    ["an 'invited' listing", listing({ visibility: 'invited' }), ['teaser', 'teaser', 'whole', 'none', 'none', 'whole']],
    ['a withdrawn public listing', listing({ StandardStatus: 'Withdrawn' }), ['none', 'none', 'none', 'none', 'whole', 'whole']],
    [
      "a withdrawn 'invited' listing",
      listing({ visibility: 'invited', StandardStatus: 'Withdrawn' }),
      ['none', 'none', 'none', 'none', 'none', 'whole'],
    ],
  ])('%s', (_name, property, expected) => {
    expect(shown(property)).toEqual(expected);
  });

  it('gives the teaser nothing that finds the house: no title, address, exact price or original photo', () => {
    const property = listing({ visibility: 'invited' });
    const teaser = JSON.stringify(detailFor(property, UNINVITED));
    for (const secret of [property.title, property.address, String(property.price), property.description, property.images[0]!]) {
      expect(teaser).not.toContain(secret);
    }
    expect(listingFor(property, UNINVITED)).toBeNull();
    expect(isShownTo(property, UNINVITED)).toBe(false);
  });

  it("keeps a sale's price from the public pages when the seller asked, not from staff", () => {
    const sold = listing({ StandardStatus: 'Closed', ClosePrice: 2_300_000, showSoldPrice: false });
    expect(listingFor(sold, VISITOR)).not.toHaveProperty('ClosePrice');
    expect(listingFor(sold, INVITED)).not.toHaveProperty('ClosePrice');
    expect(listingFor(sold, STAFF_READER)).toHaveProperty('ClosePrice', 2_300_000);
  });

  it('decides from the id, status and visibility alone (the sitemap reads no more)', () => {
    expect(isShownTo({ id: 'l1', StandardStatus: 'Active', visibility: 'invited' }, INVITED)).toBe(true);
    expect(isShownTo({ id: 'l2', StandardStatus: 'Active', visibility: 'invited' }, INVITED)).toBe(false);
  });
});
