import { AREAS } from './areas';
import { generateListings, listingAt } from './listingGenerator';
import { AGENCY_OFFICE_MLS_ID } from './offices';
import { PROPERTY_FIELDS, type PropertyRecord } from './propertyRecord';

const options = { seed: 46, originatingSystemName: 'localmls', asOf: new Date('2026-11-29T12:00:00.000Z') };
const listings: PropertyRecord[] = [...generateListings(5_000, options)];

const distanceKm = (latitude: number, longitude: number, area: (typeof AREAS)[number]) => {
  const dLat = (latitude - area.latitude) * 111.32;
  const dLng = (longitude - area.longitude) * 111.32 * Math.cos((area.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
};

describe('the generated data set', () => {
  it('is the same for the same seed, and another for another seed', () => {
    expect([...generateListings(300, options)]).toEqual(listings.slice(0, 300));
    expect(listingAt(1234, options)).toEqual(listings[1234]);
    const other = [...generateListings(300, { ...options, seed: 47 })];
    expect(other.filter((record, index) => record.ListPrice === listings[index]!.ListPrice).length).toBeLessThan(30);
  });

  it('gives every record every field of the contract, each filled somewhere', () => {
    const fields = Object.keys(PROPERTY_FIELDS).sort().join();
    expect(listings.filter((record) => Object.keys(record).sort().join() !== fields)).toEqual([]);
    const neverFilled = Object.keys(PROPERTY_FIELDS).filter((field) =>
      listings.every((record) => record[field as keyof PropertyRecord] === null),
    );
    expect(neverFilled).toEqual([]);
  });

  it('keeps the fields never meant for display in every record, for an importer to leave out', () => {
    const lacking = listings.filter(
      (record) =>
        !/^(\d+(\.\d+)?%|\$[\d,]+)$/.test(record.BuyerAgencyCompensation) ||
        record.PrivateRemarks.length < 10 ||
        record.ShowingInstructions.length < 10 ||
        !/^\S+ \S+$/.test(record.OwnerName) ||
        (record.OccupantPhone === null) !== (record.OccupantName === null),
    );
    expect(lacking).toEqual([]);
    expect(listings.filter((record) => record.OccupantPhone !== null).length).toBeGreaterThan(1000);
  });

  it('has unique keys and the originating system asked for', () => {
    expect(new Set(listings.map((record) => record.ListingKey)).size).toBe(listings.length);
    expect(new Set(listings.map((record) => record.ListingId)).size).toBe(listings.length);
    expect(new Set(listings.map((record) => record.OriginatingSystemName))).toEqual(new Set(['localmls']));
  });

  it('is mostly Active, with some under contract, Pending, Closed (with a close price and date) and Coming Soon', () => {
    const count = (status: string) => listings.filter((record) => record.StandardStatus === status).length;
    expect(count('Active')).toBeGreaterThan(listings.length * 0.6);
    for (const status of ['Pending', 'ActiveUnderContract', 'Closed']) expect(count(status)).toBeGreaterThan(listings.length * 0.03);
    expect(count('ComingSoon')).toBeGreaterThan(50);
    const misdated = listings.filter((record) => {
      const closed = record.StandardStatus === 'Closed';
      const sale = record.ClosePrice !== null && record.CloseDate !== null && record.CloseDate >= record.ListingContractDate;
      return closed ? !sale : record.ClosePrice !== null || record.CloseDate !== null;
    });
    expect(misdated).toEqual([]);
  });

  it('withholds a few listings entirely and some addresses', () => {
    const hidden = listings.filter((record) => !record.InternetEntireListingDisplayYN).length;
    const withheld = listings.filter((record) => !record.InternetAddressDisplayYN).length;
    expect(hidden).toBeGreaterThan(5);
    expect(hidden).toBeLessThan(100);
    expect(withheld).toBeGreaterThan(hidden);
    expect(withheld).toBeLessThan(250);
    expect(listings.every((record) => record.MlgCanView)).toBe(true);
  });

  it('has a few sellers who opted out of automated valuations, sales among them', () => {
    const optedOut = listings.filter((record) => !record.InternetAutomatedValuationDisplayYN);
    expect(optedOut.length).toBeGreaterThan(listings.length * 0.01);
    expect(optedOut.length).toBeLessThan(listings.length * 0.03);
    expect(optedOut.filter((record) => record.StandardStatus === 'Closed').length).toBeGreaterThan(3);
  });

  it('lists with several offices and their agents, the agency among them', () => {
    const offices = new Set(listings.map((record) => record.ListOfficeMlsId));
    expect(offices.size).toBeGreaterThanOrEqual(6);
    expect(listings.filter((record) => record.ListOfficeMlsId === AGENCY_OFFICE_MLS_ID).length).toBeGreaterThan(20);
    expect(listings.find((record) => record.ListOfficeMlsId === AGENCY_OFFICE_MLS_ID)?.ListOfficeName).toBe('Queen City Estates');
    expect(new Set(listings.map((record) => record.ListAgentMlsId)).size).toBeGreaterThan(30);
    expect(listings.some((record) => record.ListAgentFullName === null)).toBe(true);
  });

  it('places every listing inside an area of its city and ZIP code, every area used', () => {
    const misplaced = listings.filter((record) => {
      const areas = AREAS.filter((area) => area.city === record.City && area.postalCode === record.PostalCode);
      const inside = areas.some((area) => distanceKm(record.Latitude, record.Longitude, area) <= area.radiusKm + 0.01);
      return !inside || areas[0]!.state !== record.StateOrProvince || areas[0]!.county !== record.CountyOrParish;
    });
    expect(misplaced).toEqual([]);
    const used = new Set(listings.map((record) => `${record.City} ${record.PostalCode}`));
    expect(AREAS.filter((area) => !used.has(`${area.city} ${area.postalCode}`))).toEqual([]);
    for (const [city, zip] of [
      ['Cincinnati', '45208'],
      ['Cincinnati', '45202'],
      ['Indian Hill', '45243'],
      ['Blue Ash', '45242'],
      ['Covington', '41011'],
    ]) {
      expect(used.has(`${city} ${zip}`)).toBe(true);
    }
  });

  it('prices by area and type: Indian Hill above Westwood, land below houses', () => {
    const median = (records: PropertyRecord[]) =>
      records.map((record) => record.ListPrice).sort((a, b) => a - b)[Math.floor(records.length / 2)]!;
    const houses = listings.filter((record) => record.PropertySubType === 'Single Family Residence');
    const indianHill = median(houses.filter((record) => record.City === 'Indian Hill'));
    const westwood = median(houses.filter((record) => record.PostalCode === '45211'));
    expect(indianHill).toBeGreaterThan(westwood * 3);
    expect(median(listings.filter((record) => record.PropertyType === 'Land'))).toBeLessThan(median(houses));
    const odd = listings.filter(
      (record) => record.ListPrice <= 0 || record.OriginalListPrice < record.ListPrice || record.PhotosCount < 1 || record.PhotosCount > 8,
    );
    expect(odd).toEqual([]);
  });

  it('dates every change before the moment it describes, photos no later than the record', () => {
    const asOf = options.asOf.toISOString();
    const late = listings.filter(
      (record) =>
        record.ModificationTimestamp > asOf ||
        record.PhotosChangeTimestamp > record.ModificationTimestamp ||
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(record.ModificationTimestamp),
    );
    expect(late).toEqual([]);
  });

  it('makes 50,000 listings, one at a time as they are taken', () => {
    const large = generateListings(50_000, options);
    expect(large.next().value).toEqual(listings[0]);
    let count = 1;
    const keys = new Set<string>();
    for (const record of large) {
      keys.add(record.ListingKey);
      count++;
    }
    expect(count).toBe(50_000);
    expect(keys.size).toBe(49_999);
  });
});
