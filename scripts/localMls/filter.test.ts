import { parseFilter } from './filter';
import { listingAt } from './listingGenerator';
import { ODataError } from './odataError';
import { type PropertyRecord } from './propertyRecord';

const base = listingAt(0, { seed: 46, originatingSystemName: 'localmls', asOf: new Date('2026-11-29T12:00:00Z') });
const record = (fields: Partial<PropertyRecord>): PropertyRecord => ({ ...base, ...fields });

const modifiedAt = record({ ModificationTimestamp: '2026-11-20T10:00:00.000Z' });

const refusal = (text: string): ODataError => {
  try {
    parseFilter(text);
  } catch (error) {
    return error as ODataError;
  }
  throw new Error(`${text} was accepted`);
};

describe('$filter', () => {
  it('takes every record without a filter', () => {
    expect(parseFilter(null)(base)).toBe(true);
    expect(parseFilter('  ')(base)).toBe(true);
  });

  it('compares timestamps as instants, unquoted, in any offset and precision', () => {
    expect(parseFilter('ModificationTimestamp gt 2026-11-20T09:59:59.999Z')(modifiedAt)).toBe(true);
    expect(parseFilter('ModificationTimestamp gt 2026-11-20T10:00:00Z')(modifiedAt)).toBe(false);
    expect(parseFilter('ModificationTimestamp ge 2026-11-20T10:00:00.000Z')(modifiedAt)).toBe(true);
    expect(parseFilter('ModificationTimestamp lt 2026-11-20T05:00:01-05:00')(modifiedAt)).toBe(true);
    expect(parseFilter('ModificationTimestamp eq 2026-11-20T10:00:00.0000000Z')(modifiedAt)).toBe(true);
  });

  it('compares text, numbers, booleans and dates, and null', () => {
    const listing = record({
      OriginatingSystemName: "O'Brien MLS",
      ListPrice: 450_000,
      MlgCanView: false,
      CloseDate: null,
      ListingContractDate: '2026-10-01',
    });
    expect(parseFilter("OriginatingSystemName eq 'O''Brien MLS'")(listing)).toBe(true);
    expect(parseFilter("OriginatingSystemName eq 'localmls'")(listing)).toBe(false);
    expect(parseFilter('ListPrice ge 450000 and ListPrice lt 450000.5')(listing)).toBe(true);
    expect(parseFilter('MlgCanView eq false')(listing)).toBe(true);
    expect(parseFilter('MlgCanView eq true')(listing)).toBe(false);
    expect(parseFilter('MlgCanView ne true')(listing)).toBe(true);
    expect(parseFilter('CloseDate eq null')(listing)).toBe(true);
    expect(parseFilter('CloseDate gt 2026-01-01')(listing)).toBe(false);
    expect(parseFilter('ListingContractDate gt 2026-09-30')(listing)).toBe(true);
  });

  it('joins with and, or and not, and by parentheses, or binding looser than and', () => {
    const listing = record({ ListingKey: 'K1', City: 'Oakley', ListPrice: 300_000 });
    expect(parseFilter("ListingKey eq 'K2' or City eq 'Oakley' and ListPrice gt 200000")(listing)).toBe(true);
    expect(parseFilter("(ListingKey eq 'K2' or City eq 'Oakley') and ListPrice gt 400000")(listing)).toBe(false);
    expect(parseFilter("not (ListingKey eq 'K2') and not City eq 'Clifton'")(listing)).toBe(true);
    expect(
      parseFilter("OriginatingSystemName eq 'localmls' and ModificationTimestamp gt 2020-01-01T00:00:00Z and MlgCanView eq true")(base),
    ).toBe(true);
  });

  it.each([
    ["Colour eq 'red'", 'Property has no field Colour'],
    ["ListPrice eq '450000'", 'ListPrice is a number, not a string'],
    ['ModificationTimestamp gt 2026-11-20', 'ModificationTimestamp is a timestamp, not a date'],
    ["ModificationTimestamp gt '2026-11-20T10:00:00Z'", 'ModificationTimestamp is a timestamp, not a string'],
    ['City eq Oakley', 'Oakley is not a value this server understands'],
    ["City contains 'Oak'", 'expected eq, ne, gt, ge, lt or le after City, found contains'],
    ['MlgCanView gt false', 'MlgCanView is a boolean: use eq or ne'],
    ["City eq 'Oakley", 'a text literal is not closed'],
    ["(City eq 'Oakley'", 'a parenthesis is not closed'],
    ["City eq 'Oakley' ListPrice gt 1", 'unexpected ListPrice'],
    ['ListPrice gt', 'a comparison lacks its value'],
    ["contains(City, 'Oak')", 'Property has no field contains'],
  ])('refuses %s with a 400 saying what is wrong', (text, message) => {
    const error = refusal(text);
    expect(error).toBeInstanceOf(ODataError);
    expect(error.status).toBe(400);
    expect(error.message).toContain(message);
  });
});
