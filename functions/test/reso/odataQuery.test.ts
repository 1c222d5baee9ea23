import { ODataError } from '../../src/reso/odataError';
import { parseFilter, parseTimestamp } from '../../src/reso/odataFilter';
import { nextLinkOptions, parseResoQuery } from '../../src/reso/odataQuery';

/** The refusal a query gets: its status, OData code and message. */
function refusal(run: () => unknown): { status: number; code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ODataError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
  throw new Error('expected a refusal');
}

const at = (text: string) => {
  const { seconds, nanoseconds } = parseTimestamp(text);
  return { seconds, nanoseconds };
};

describe('parseResoQuery', () => {
  it('defaults to 100 listings from the start, every field, oldest change first, no filter, no media', () => {
    expect(parseResoQuery({})).toEqual({
      top: 100,
      skip: 0,
      orderBy: { field: 'ModificationTimestamp', direction: 'asc' },
      filter: [],
      expandMedia: false,
    });
  });

  it('reads $top up to 200, $skip, $select, $orderby, $expand=Media, $skiptoken and $format=json', () => {
    expect(
      parseResoQuery({
        $top: '200',
        $skip: '3',
        $select: 'ListingKey, ListPrice,City,ListingKey,Media',
        $orderby: 'ListPrice desc',
        $expand: 'Media',
        $skiptoken: 'abc',
        $format: 'json',
      }),
    ).toEqual({
      top: 200,
      skip: 3,
      select: ['ListingKey', 'ListPrice', 'City'],
      orderBy: { field: 'ListPrice', direction: 'desc' },
      filter: [],
      expandMedia: true,
      skipToken: 'abc',
    });
    expect(parseResoQuery({ $top: '0', $orderby: 'ModificationTimestamp' }).orderBy).toEqual({
      field: 'ModificationTimestamp',
      direction: 'asc',
    });
    expect(parseResoQuery({ $select: '*' }).select).toBeUndefined();
  });

  it.each([
    [{ $top: '201' }, 'BadRequest', "$top must be a whole number from 0 to 200, not '201'"],
    [{ $top: '-1' }, 'BadRequest', "$top must be a whole number from 0 to 200, not '-1'"],
    [{ $top: '1.5' }, 'BadRequest', "$top must be a whole number from 0 to 200, not '1.5'"],
    [{ $top: ['1', '2'] }, 'BadRequest', '$top is given more than once'],
    [{ $skip: 'ten' }, 'BadRequest', "$skip must be a whole number from 0, not 'ten'"],
    [{ $select: 'ListingKey,Pool' }, 'BadRequest', '$select names Pool, which is not a field of Property'],
    [{ $select: 'ListingKey,' }, 'BadRequest', '$select has an empty field name: list fields separated by commas'],
    [{ $orderby: 'City asc' }, 'NotSupported', '$orderby City is not supported: order by ModificationTimestamp or ListPrice'],
    [{ $orderby: 'Price asc' }, 'BadRequest', '$orderby Price is not supported: order by ModificationTimestamp or ListPrice'],
    [{ $orderby: 'ListPrice up' }, 'BadRequest', "$orderby is written 'Field asc' or 'Field desc', not 'ListPrice up'"],
    [
      { $orderby: 'ModificationTimestamp asc,ListPrice desc' },
      'NotSupported',
      '$orderby takes one field: ModificationTimestamp or ListPrice, then asc or desc',
    ],
    [{ $expand: 'OpenHouse' }, 'NotSupported', '$expand=OpenHouse is not supported: $expand takes Media only'],
    [
      { $expand: 'Media($select=MediaURL)' },
      'NotSupported',
      'Options inside $expand=Media(…) are not supported: $expand=Media gives every photo field',
    ],
    [{ $format: 'xml' }, 'NotSupported', '$format=xml is not supported: this feed answers JSON'],
    [
      { $count: 'true' },
      'NotSupported',
      '$count is not supported. This feed takes $filter, $select, $expand, $orderby, $top, $skip, $skiptoken, $format.',
    ],
    [
      { $search: 'pool' },
      'NotSupported',
      '$search is not supported. This feed takes $filter, $select, $expand, $orderby, $top, $skip, $skiptoken, $format.',
    ],
    [
      { '@p1': "'Active'" },
      'NotSupported',
      'Parameter aliases (@p1) are not supported. This feed takes $filter, $select, $expand, $orderby, $top, $skip, $skiptoken, $format.',
    ],
    [
      { limit: '5' },
      'BadRequest',
      "Unknown query option 'limit'. This feed takes $filter, $select, $expand, $orderby, $top, $skip, $skiptoken, $format.",
    ],
  ])('refuses %j with 400 %s', (query, code, message) => {
    expect(refusal(() => parseResoQuery(query))).toEqual({ status: 400, code, message });
  });

  it('carries every option but where the first page started into the nextLink', () => {
    expect(nextLinkOptions({ $skip: '4', $skiptoken: 'x', $top: '5', $filter: "City eq 'Cincinnati'", $expand: 'Media' })).toEqual([
      ['$filter', "City eq 'Cincinnati'"],
      ['$expand', 'Media'],
      ['$top', '5'],
    ]);
  });
});

describe('parseFilter', () => {
  it.each([
    ['eq', "StandardStatus eq 'Active'", { field: 'StandardStatus', op: 'eq', value: 'Active' }],
    ['ne', "StandardStatus ne 'Closed'", { field: 'StandardStatus', op: 'ne', value: 'Closed' }],
    ['gt', 'ListPrice gt 500000', { field: 'ListPrice', op: 'gt', value: 500000 }],
    ['ge', 'ListPrice ge 1.5e6', { field: 'ListPrice', op: 'ge', value: 1500000 }],
    ['lt', 'ListPrice lt -1', { field: 'ListPrice', op: 'lt', value: -1 }],
    ['le', "City le 'M'", { field: 'City', op: 'le', value: 'M' }],
  ])('reads %s', (_op, text, comparison) => {
    expect(parseFilter(text)).toEqual([comparison]);
  });

  it('reads timestamps as OData writes a DateTimeOffset, unquoted, to the nanosecond and in any offset', () => {
    const [comparison] = parseFilter('ModificationTimestamp gt 2026-11-01T00:00:00Z');
    expect(comparison).toEqual({
      field: 'ModificationTimestamp',
      op: 'gt',
      value: { seconds: Date.UTC(2026, 10, 1) / 1000, nanoseconds: 0, text: '2026-11-01T00:00:00Z' },
    });
    expect(at('2026-11-01T00:00:00.123456789Z')).toEqual({ seconds: Date.UTC(2026, 10, 1) / 1000, nanoseconds: 123456789 });
    expect(at('2026-11-01T00:00:00.5Z').nanoseconds).toBe(500_000_000);
    expect(at('2026-10-31T20:00:00-04:00')).toEqual(at('2026-11-01T00:00:00Z'));
    expect(at('2026-11-01T05:30+05:30')).toEqual(at('2026-11-01T00:00:00Z'));
    expect(refusal(() => parseTimestamp('2026-02-30T00:00:00Z')).message).toBe(
      "'2026-02-30T00:00:00Z' is not a timestamp such as 2026-11-01T00:00:00Z",
    );
  });

  it("joins comparisons with 'and', in parentheses or not, and flips a value written first", () => {
    expect(
      parseFilter(
        "(StandardStatus eq 'Active' and (ListPrice ge 100 AND ListPrice le 200)) and 2026-01-01T00:00:00Z lt ModificationTimestamp",
      ),
    ).toEqual([
      { field: 'StandardStatus', op: 'eq', value: 'Active' },
      { field: 'ListPrice', op: 'ge', value: 100 },
      { field: 'ListPrice', op: 'le', value: 200 },
      { field: 'ModificationTimestamp', op: 'gt', value: parseTimestamp('2026-01-01T00:00:00Z') },
    ]);
  });

  it("reads '' as a quote inside a string, and an enumeration literal written with its type", () => {
    expect(parseFilter("City eq 'O''Fallon'")).toEqual([{ field: 'City', op: 'eq', value: "O'Fallon" }]);
    expect(parseFilter("City eq ''")).toEqual([{ field: 'City', op: 'eq', value: '' }]);
    expect(parseFilter("StandardStatus eq org.reso.metadata.enums.StandardStatus'Active Under Contract'")).toEqual([
      { field: 'StandardStatus', op: 'eq', value: 'Active Under Contract' },
    ]);
  });

  const SUPPORTED =
    "Compare StandardStatus, ListPrice, ModificationTimestamp or City with eq, ne, gt, ge, lt or le, and join comparisons with 'and'.";

  it.each([
    [
      "StandardStatus eq 'Active' or StandardStatus eq 'Pending'",
      'NotSupported',
      "'or' is not supported in $filter: join comparisons with 'and' (one request per alternative).",
    ],
    ["not (City eq 'Cincinnati')", 'NotSupported', "'not' is not supported in $filter: use ne, or the opposite comparison."],
    [
      "StandardStatus in ('Active','Pending')",
      'NotSupported',
      "'in' is not supported in $filter: use eq, or ne for the values to leave out.",
    ],
    ["contains(City,'Cin')", 'NotSupported', `contains() is not supported in $filter. ${SUPPORTED}`],
    ["tolower(City) eq 'cincinnati'", 'NotSupported', `tolower() is not supported in $filter. ${SUPPORTED}`],
    ['Media/any(m: m/Order eq 0)', 'NotSupported', `Paths such as Media/… are not supported in $filter. ${SUPPORTED}`],
    ['ListPrice add 5 gt 10', 'NotSupported', "Arithmetic ('add') is not supported in $filter."],
    ['BedroomsTotal ge 3', 'NotSupported', `$filter on BedroomsTotal is not supported. ${SUPPORTED}`],
    ['Pool eq true', 'BadRequest', `Pool is not a field of Property. ${SUPPORTED}`],
    ['City eq null', 'NotSupported', 'Comparing with null is not supported in $filter (City)'],
    ['ListPrice gt OriginalListPrice', 'NotSupported', `$filter on OriginalListPrice is not supported. ${SUPPORTED}`],
    ['ListPrice gt ListPrice', 'NotSupported', `Comparing two fields is not supported in $filter. ${SUPPORTED}`],
    ['1 eq 1', 'BadRequest', `Each comparison in $filter needs a field. ${SUPPORTED}`],
    ["ListPrice gt '5'", 'BadRequest', "ListPrice is compared with a number, not '5'"],
    ['City eq Cincinnati', 'BadRequest', `Cincinnati is not a field of Property. ${SUPPORTED}`],
    ['City eq 5', 'BadRequest', "City is compared with a 'quoted' text, not 5"],
    [
      "StandardStatus eq 'Sold'",
      'BadRequest',
      "'Sold' is not a StandardStatus: one of 'Coming Soon', 'Active', 'Active Under Contract', 'Pending', 'Closed', 'Withdrawn', 'Expired', 'Canceled'",
    ],
    [
      "ModificationTimestamp gt '2026-11-01T00:00:00Z'",
      'BadRequest',
      "ModificationTimestamp is compared with an unquoted timestamp such as 2026-11-01T00:00:00Z, not '2026-11-01T00:00:00Z'",
    ],
    [
      'ModificationTimestamp gt 2026-11-01',
      'BadRequest',
      'ModificationTimestamp is compared with an unquoted timestamp such as 2026-11-01T00:00:00Z, not 2026-11-01',
    ],
    ["City eq 'Cincinnati", 'BadRequest', '$filter has a string that is not closed, from character 9'],
    ["City eq 'A' and", 'BadRequest', `$filter expects a field or a value at character 16, not the end. ${SUPPORTED}`],
    ["City 'A'", 'BadRequest', "$filter expects eq, ne, gt, ge, lt or le at character 6, not 'A'"],
    ["City has 'A'", 'NotSupported', "'has' is not supported in $filter."],
    ["(City eq 'A'", 'BadRequest', "$filter expects ')' at character 13, not the end"],
    ["City eq 'A')", 'BadRequest', `$filter expects 'and' or the end at character 12, not ')'. ${SUPPORTED}`],
    ["City eq 'A' ListPrice gt 1", 'BadRequest', `$filter expects 'and' or the end at character 13, not 'ListPrice'. ${SUPPORTED}`],
    ['ListPrice gt 5 % 2', 'BadRequest', `$filter cannot be read at character 16 ('%'). ${SUPPORTED}`],
    ['', 'BadRequest', `$filter is empty. ${SUPPORTED}`],
  ])('refuses %j with 400 %s naming what it cannot answer', (text, code, message) => {
    expect(refusal(() => parseResoQuery({ $filter: text }))).toEqual({ status: 400, code, message });
  });
});
