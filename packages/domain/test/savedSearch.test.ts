import fc from 'fast-check';
import {
  listingChanges,
  listingMatchKeys,
  matchesSearch,
  NEIGHBORHOOD_NAMES,
  PRICE_BANDS,
  PROPERTY_TYPES,
  savedSearchChangeSchema,
  savedSearchFiltersSchema,
  savedSearchQuery,
  savedSearchSchema,
  searchMatchKeys,
  searchWantsChange,
  STANDARD_STATUSES,
  type AlertListing,
  type SavedSearchFilters,
  type SearchCriteria,
} from '../src';

const listing = (change: Partial<AlertListing> = {}): AlertListing => ({
  id: 'hyde-park-colonial',
  title: 'Hyde Park Colonial',
  address: '3520 Erie Ave, Cincinnati, OH 45208',
  neighborhood: 'Hyde Park',
  City: 'Cincinnati',
  source: 'agency',
  propertyType: 'Single Family',
  price: 850_000,
  bedrooms: 4,
  bathrooms: 3,
  status: 'Active',
  searchTerms: ['hyde', 'park', 'colonial', 'garden', 'erie'],
  ...change,
});

const criteria = (filters: Partial<SavedSearchFilters> = {}, words: string[] = []): SearchCriteria => ({
  filters: { status: 'for-sale', ...filters },
  words,
});

describe('searchMatchKeys and listingMatchKeys', () => {
  it('keys a search by its neighborhood, type and every price band its range covers', () => {
    expect(
      searchMatchKeys({ status: 'for-sale', neighborhood: 'Hyde Park', propertyType: 'Condo', minPrice: 400_000, maxPrice: 900_000 }),
    ).toEqual(['hyde-park|Condo|1', 'hyde-park|Condo|2', 'hyde-park|Condo|3']);
  });

  it('keys a search without filters by "any" in every band', () => {
    expect(searchMatchKeys({ status: 'for-sale' })).toEqual(PRICE_BANDS.map((_bound, band) => `*|*|${band}`));
  });

  it('gives a listing its six keys: its neighborhood, its City or any, its type or any, its band', () => {
    expect(listingMatchKeys(listing())).toEqual([
      'hyde-park|Single Family|3',
      'hyde-park|*|3',
      'city:cincinnati|Single Family|3',
      'city:cincinnati|*|3',
      '*|Single Family|3',
      '*|*|3',
    ]);
  });

  it('keys an MLS listing outside the neighborhoods by its City, which a search for that City finds', () => {
    const mason = listing({ neighborhood: undefined, City: 'Mason', source: 'mls' });
    expect(listingMatchKeys(mason)).toEqual(['city:mason|Single Family|3', 'city:mason|*|3', '*|Single Family|3', '*|*|3']);
    const search = { status: 'for-sale', city: ' MASON ' } as const;
    expect(searchMatchKeys(search)).toContain('city:mason|*|3');
    expect(matchesSearch(mason, criteria(search))).toBe(true);
    expect(matchesSearch(listing(), criteria(search))).toBe(false);
  });

  it('matches the source and bathrooms filters', () => {
    const mlsListing = listing({ source: 'mls', bathrooms: 2 });
    expect(matchesSearch(mlsListing, criteria({ source: 'mls' }))).toBe(true);
    expect(matchesSearch(mlsListing, criteria({ source: 'agency' }))).toBe(false);
    expect(matchesSearch(mlsListing, criteria({ bathrooms: 2 }))).toBe(true);
    expect(matchesSearch(mlsListing, criteria({ bathrooms: 3 }))).toBe(false);
  });

  it('finds every search that matches a listing among its candidates (the keys never miss a match)', () => {
    const filters = fc.record(
      {
        neighborhood: fc.constantFrom(...NEIGHBORHOOD_NAMES),
        propertyType: fc.constantFrom(...PROPERTY_TYPES),
        minPrice: fc.integer({ min: 0, max: 6_000_000 }),
        maxPrice: fc.integer({ min: 0, max: 6_000_000 }),
      },
      { requiredKeys: [] },
    );
    const home = fc.record({
      neighborhood: fc.constantFrom(...NEIGHBORHOOD_NAMES),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      price: fc.integer({ min: 1, max: 8_000_000 }),
    });
    fc.assert(
      fc.property(filters, home, (search, change) => {
        const candidate = listing(change);
        const filter = { status: 'for-sale' as const, ...search };
        if (!matchesSearch(candidate, criteria(filter))) return;
        const keys = new Set(searchMatchKeys(filter));
        expect(listingMatchKeys(candidate).some((key) => keys.has(key))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('matchesSearch', () => {
  it('matches what /properties with the same filters lists', () => {
    expect(matchesSearch(listing(), criteria({ neighborhood: 'Hyde Park', minPrice: 800_000, maxPrice: 900_000, bedrooms: 4 }))).toBe(true);
    expect(matchesSearch(listing(), criteria({ neighborhood: 'Oakley' }))).toBe(false);
    expect(matchesSearch(listing(), criteria({ propertyType: 'Condo' }))).toBe(false);
    expect(matchesSearch(listing(), criteria({ maxPrice: 849_999 }))).toBe(false);
    expect(matchesSearch(listing(), criteria({ bedrooms: 5 }))).toBe(false);
  });

  it('takes every keyword word from the listing’s search terms', () => {
    expect(matchesSearch(listing(), criteria({ search: 'Erie garden' }, ['erie', 'garden']))).toBe(true);
    expect(matchesSearch(listing(), criteria({ search: 'Erie pool' }, ['erie', 'pool']))).toBe(false);
  });

  it('lists a listing only under the status filter that shows it', () => {
    expect(matchesSearch(listing({ status: 'Coming Soon' }), criteria())).toBe(true);
    expect(matchesSearch(listing({ status: 'Pending' }), criteria())).toBe(false);
    expect(matchesSearch(listing({ status: 'Pending' }), criteria({ status: 'under-contract' }))).toBe(true);
    expect(matchesSearch(listing({ status: 'Closed' }), criteria({ status: 'sold' }))).toBe(true);
  });
});

describe('listingChanges', () => {
  it('calls a listing new when it is added Coming Soon or Active, or comes back from off the market', () => {
    expect(listingChanges(undefined, listing({ status: 'Coming Soon' }))).toEqual([
      { reason: 'new', detail: '', listing: listing({ status: 'Coming Soon' }) },
    ]);
    expect(listingChanges(listing({ status: 'Withdrawn' }), listing()).map((change) => change.reason)).toEqual(['new']);
    expect(listingChanges(undefined, listing({ status: 'Pending' }))).toEqual([]);
  });

  it('calls nothing new that an MLS source’s first load brings, but hears of its later changes', () => {
    const loaded = listing({ source: 'mls', firstLoad: true });
    expect(listingChanges(undefined, loaded)).toEqual([]);
    expect(listingChanges(loaded, { ...loaded, price: 800_000 }).map((change) => change.reason)).toEqual(['priceCut']);
  });

  it('calls Coming Soon to Active a status change, not a second new listing', () => {
    expect(listingChanges(listing({ status: 'Coming Soon' }), listing())).toEqual([
      { reason: 'status', detail: 'Active', listing: listing(), previousStatus: 'Coming Soon' },
    ]);
  });

  it('names a cut by its new price, and ignores a rise', () => {
    expect(listingChanges(listing(), listing({ price: 799_000 }))).toEqual([
      { reason: 'priceCut', detail: '799000', listing: listing({ price: 799_000 }), previousPrice: 850_000 },
    ]);
    expect(listingChanges(listing(), listing({ price: 900_000 }))).toEqual([]);
  });

  it('sends nothing about a listing the public no longer sees, nor about an edit of its text', () => {
    expect(listingChanges(listing(), listing({ status: 'Withdrawn' }))).toEqual([]);
    expect(listingChanges(listing(), undefined)).toEqual([]);
    expect(listingChanges(listing(), listing({ title: 'Renamed' }))).toEqual([]);
  });

  it('never calls every status new: only the two a listing comes on the market with', () => {
    for (const status of STANDARD_STATUSES) {
      const reasons = listingChanges(undefined, listing({ status })).map((change) => change.reason);
      expect({ status, reasons }).toEqual({ status, reasons: status === 'Coming Soon' || status === 'Active' ? ['new'] : [] });
    }
  });
});

describe('searchWantsChange', () => {
  const [pending] = listingChanges(listing(), listing({ status: 'Pending' }));

  it('tells a search for sale that a match went pending, and a search for sold homes nothing', () => {
    expect(searchWantsChange(pending!, criteria())).toBe(true);
    expect(searchWantsChange(pending!, criteria({ status: 'sold' }))).toBe(false);
    expect(searchWantsChange(pending!, criteria({ neighborhood: 'Oakley' }))).toBe(false);
  });

  it('tells a search of a price range about a cut that brings a home into it', () => {
    const [cut] = listingChanges(listing({ price: 1_100_000 }), listing({ price: 990_000 }));
    expect(searchWantsChange(cut!, criteria({ maxPrice: 1_000_000 }))).toBe(true);
  });
});

describe('savedSearchQuery', () => {
  it('writes the filters as /properties does, without the default status', () => {
    expect(savedSearchQuery({ status: 'for-sale', neighborhood: 'Over-the-Rhine', minPrice: 500_000, search: 'loft & view' })).toBe(
      'search=loft+%26+view&neighborhood=Over-the-Rhine&minPrice=500000',
    );
    expect(savedSearchQuery({ status: 'sold' })).toBe('status=sold');
  });
});

describe('saved search schemas', () => {
  it('reads the filters with the listing’s own messages, public statuses only', async () => {
    await expect(savedSearchFiltersSchema.validate({ neighborhood: 'Hyde Park', minPrice: '500000' })).resolves.toEqual({
      neighborhood: 'Hyde Park',
      minPrice: 500_000,
      status: 'for-sale',
    });
    await expect(savedSearchFiltersSchema.validate({ status: 'off-market' })).rejects.toThrow(
      'status must be one of: for-sale, under-contract, sold',
    );
    await expect(savedSearchFiltersSchema.validate({ minPrice: '-1' })).rejects.toThrow('minPrice must be a whole number');
    await expect(savedSearchFiltersSchema.validate({ minPrice: '9', maxPrice: '1' })).rejects.toThrow(
      'maxPrice must not be less than minPrice',
    );
  });

  it('asks for a name of at most 80 characters and a known frequency', async () => {
    await expect(savedSearchSchema.validate({ name: '  ', frequency: 'daily' })).rejects.toThrow('Please name this search');
    await expect(savedSearchSchema.validate({ name: 'x'.repeat(81), frequency: 'daily' })).rejects.toThrow(
      'Name must be at most 80 characters',
    );
    await expect(savedSearchSchema.validate({ name: 'Lofts', frequency: 'hourly' })).rejects.toThrow(
      'frequency must be one of: instant, daily, weekly, off',
    );
    await expect(savedSearchSchema.validate({ name: ' Lofts ', frequency: 'daily' })).resolves.toEqual({
      name: 'Lofts',
      frequency: 'daily',
      query: '',
    });
  });

  it('takes a change of name or frequency, and refuses an empty one', async () => {
    await expect(savedSearchChangeSchema.validate({ frequency: 'off' })).resolves.toEqual({ frequency: 'off' });
    await expect(savedSearchChangeSchema.validate({})).rejects.toThrow('Send a new name or frequency');
  });
});
