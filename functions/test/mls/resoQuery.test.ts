import { mlsSourceSchema } from '@estate/domain';
import { keysUrl, listingUrl, replicationUrl } from '../../src/mls/resoQuery';

const source = mlsSourceSchema.validateSync({
  id: 'cincy',
  name: 'Cincinnati MLS',
  tokenUrl: 'https://api.mls.example/oauth2/token',
  baseUrl: 'https://api.mls.example/v2/',
  originatingSystemName: "O'Hara MLS",
  pageSize: 100,
});

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the replication’s queries', () => {
  it('first load: every record of the system, oldest change first, with Media', () => {
    const url = replicationUrl(source, null);
    expect(url.startsWith('https://api.mls.example/v2/Property?')).toBe(true);
    expect(query(url)).toEqual({
      $filter: "OriginatingSystemName eq 'O''Hara MLS'",
      $orderby: 'ModificationTimestamp asc,ListingKey asc',
      $top: '100',
      $expand: 'Media',
    });
  });

  it('incremental: the records modified at or after the cursor, written to the millisecond rounded down', () => {
    expect(query(replicationUrl(source, '2026-11-28T10:15:00.1234567Z')).$filter).toBe(
      "OriginatingSystemName eq 'O''Hara MLS' and ModificationTimestamp ge 2026-11-28T10:15:00.123Z",
    );
    expect(query(replicationUrl(source, '2026-11-28T05:15:00-05:00')).$filter).toBe(
      "OriginatingSystemName eq 'O''Hara MLS' and ModificationTimestamp ge 2026-11-28T10:15:00.000Z",
    );
  });

  it('reconciliation: the keys alone, in the largest pages', () => {
    expect(query(keysUrl(source))).toEqual({
      $filter: "OriginatingSystemName eq 'O''Hara MLS'",
      $select: 'ListingKey',
      $orderby: 'ModificationTimestamp asc,ListingKey asc',
      $top: '1000',
    });
  });

  it('one listing, for its fresh media URLs', () => {
    expect(query(listingUrl(source, "K'1"))).toEqual({
      $filter: "OriginatingSystemName eq 'O''Hara MLS' and ListingKey eq 'K''1'",
      $expand: 'Media',
    });
  });
});

describe('the queries of a one-MLS source that orders by one field (the agency’s own feed)', () => {
  const feed = mlsSourceSchema.validateSync({
    id: 'agency',
    name: 'The agency’s feed',
    baseUrl: 'https://queencityestates.com/api/reso',
    orderBy: 'ModificationTimestamp asc',
    keysPageSize: 200,
  });

  it('ask for the whole feed, with no system named, in its one order', () => {
    expect(query(replicationUrl(feed, null))).toEqual({ $orderby: 'ModificationTimestamp asc', $top: '100', $expand: 'Media' });
    expect(query(replicationUrl(feed, '2026-11-28T10:15:00.123456789Z'))).toEqual({
      $filter: 'ModificationTimestamp ge 2026-11-28T10:15:00.123Z',
      $orderby: 'ModificationTimestamp asc',
      $top: '100',
      $expand: 'Media',
    });
  });

  it('read the keys in the pages the source serves', () => {
    expect(query(keysUrl(feed))).toEqual({ $select: 'ListingKey', $orderby: 'ModificationTimestamp asc', $top: '200' });
  });

  it('ask for one listing by its key alone', () => {
    expect(query(listingUrl(feed, 'K1'))).toEqual({ $filter: "ListingKey eq 'K1'", $expand: 'Media' });
  });
});
