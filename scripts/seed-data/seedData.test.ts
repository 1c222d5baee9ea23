import {
  artworkSource,
  FONT_CHARACTERS,
  geoJsonArea,
  hasCoordinates,
  neighborhoodCentre,
  NEIGHBORHOOD_NAMES,
  neighborhoodId,
  PRICE_RANGES,
  parsePriceRange,
  PROPERTY_TYPES,
  pointInPolygon,
  propertySchema,
} from '@estate/domain';
import {
  blogPosts,
  listingsForSale,
  neighborhoodBoundaries,
  neighborhoods,
  openHouses,
  PHOTOGRAPHED_LISTING_IDS,
  properties,
  seededStatus,
  soldListings,
  testimonials,
} from '.';

describe('seed places (docs/product/dashboard.md#properties-tab, #content-tabs)', () => {
  const outlineOf = (name: string) => neighborhoodBoundaries.find((boundary) => boundary.name === name)!;

  it('outlines each of the nine, approximately, as an upload of the same outline would be stored, a few dozen points at most', () => {
    expect(neighborhoodBoundaries.map((boundary) => boundary.name)).toEqual([...NEIGHBORHOOD_NAMES]);
    for (const { id, name, approximate, geometry } of neighborhoodBoundaries) {
      expect(id).toBe(neighborhoodId(name));
      expect(approximate).toBe(true);
      expect(geoJsonArea(geometry)).toEqual({ geometry });
      expect(geometry.coordinates.flat().length).toBeLessThanOrEqual(36);
    }
  });

  it("places every listing inside its own neighbourhood's outline and no other's", () => {
    for (const property of properties) {
      expect(hasCoordinates(property)).toBe(true);
      const inside = neighborhoodBoundaries.filter(({ geometry }) => pointInPolygon(property.Latitude!, property.Longitude!, geometry));
      expect({ id: property.id, inside: inside.map(({ name }) => name) }).toEqual({ id: property.id, inside: [property.neighborhood] });
    }
  });

  it('holds each neighbourhood centre the MLS places a withheld address at', () => {
    for (const name of NEIGHBORHOOD_NAMES) {
      const centre = neighborhoodCentre(name);
      if (!centre) continue;
      expect({ name, inside: pointInPolygon(centre.latitude, centre.longitude, outlineOf(name).geometry) }).toEqual({ name, inside: true });
    }
  });
});

describe('seed catalogue', () => {
  it('has at least 12 properties that each pass the property form rules', async () => {
    expect(properties.length).toBeGreaterThanOrEqual(12);
    for (const { id: _id, listedDaysAgo: _days, steps: _steps, comingSoon: _soon, showSoldPrice: _shown, ...property } of properties) {
      await expect(propertySchema.validate(property, { strict: true })).resolves.toBeTruthy();
    }
  });

  it('covers every neighborhood, property type and price range', () => {
    for (const name of NEIGHBORHOOD_NAMES) expect(properties.some((p) => p.neighborhood === name)).toBe(true);
    for (const type of PROPERTY_TYPES) expect(properties.some((p) => p.propertyType === type)).toBe(true);
    for (const range of PRICE_RANGES) {
      const { minPrice = 0, maxPrice = Infinity } = parsePriceRange(range.value);
      expect(properties.some((p) => p.price >= minPrice && p.price <= maxPrice)).toBe(true);
    }
  });

  it('features at least 3, marks some new, and gives each 3+ photos', () => {
    expect(properties.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(properties.some((p) => p.isNewListing)).toBe(true);
    for (const property of properties) expect(property.images.length).toBeGreaterThanOrEqual(3);
  });

  it('photographs the featured listings (the Georgian estate among them), each photo from artwork and described', () => {
    const featured = properties.filter((p) => p.isFeatured).map((p) => p.id);
    expect(PHOTOGRAPHED_LISTING_IDS.length).toBeGreaterThanOrEqual(3);
    expect(PHOTOGRAPHED_LISTING_IDS).toEqual(expect.arrayContaining([...featured, 'hyde-park-georgian-estate']));
    for (const id of PHOTOGRAPHED_LISTING_IDS) {
      const listing = properties.find((p) => p.id === id)!;
      // The seed makes each photo from the artwork the listing names (scripts/fixtures/seedPhotos.ts).
      for (const image of listing.images) expect(artworkSource(image)).toMatch(/^\/media\/homes\/home-\d\d\.svg$/);
      expect(listing.imageAlts).toHaveLength(listing.images.length);
      for (const alt of listing.imageAlts!) expect(alt.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('has a track record: 12+ sales over the past 18 months, in every neighborhood, and each badge', () => {
    const closedDaysAgo = (property: (typeof properties)[number]) =>
      property.steps?.find((step) => 'to' in step && step.to === 'Closed')?.daysAgo;
    const sold = properties.filter((property) => seededStatus(property) === 'Closed');
    expect(sold).toEqual(soldListings);
    expect(sold.length).toBeGreaterThanOrEqual(12);
    for (const sale of sold) expect(closedDaysAgo(sale)).toBeLessThanOrEqual(548);
    // The 12-month record (/sold) has a sale in every neighborhood.
    const lastYear = sold.filter((sale) => closedDaysAgo(sale)! <= 364);
    for (const name of NEIGHBORHOOD_NAMES) expect(lastYear.some((sale) => sale.neighborhood === name)).toBe(true);
    for (const status of ['Coming Soon', 'Active Under Contract', 'Pending'] as const) {
      expect(properties.some((property) => seededStatus(property) === status)).toBe(true);
    }
    expect(properties.some((property) => property.steps?.some((step) => 'price' in step) && seededStatus(property) === 'Active')).toBe(
      true,
    );
    expect(listingsForSale.length).toBeGreaterThan(12);
  });

  it('has unique property ids', () => {
    expect(new Set(properties.map((p) => p.id)).size).toBe(properties.length);
  });

  it('has the nine neighborhoods with their stable ids', () => {
    expect(neighborhoods.map((n) => n.name)).toEqual([...NEIGHBORHOOD_NAMES]);
    for (const neighborhood of neighborhoods) expect(neighborhood.id).toBe(neighborhoodId(neighborhood.name));
  });

  it('has 6+ testimonials rated within the scale', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of testimonials) expect(testimonial.rating).toBeLessThanOrEqual(5);
  });

  it('has 6+ full blog articles in 3+ categories with unique slugs', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(blogPosts.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(blogPosts.length);
    for (const post of blogPosts) expect(post.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
  });

  it('writes only characters the brand font files are cut to (FONT_CHARACTERS), so no page of it fetches a whole font file', () => {
    const text = JSON.stringify([properties, neighborhoods, testimonials, blogPosts, openHouses]);
    expect([...new Set(text)].filter((character) => !FONT_CHARACTERS.includes(character))).toEqual([]);
  });
});
