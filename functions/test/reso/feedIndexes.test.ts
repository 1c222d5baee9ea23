import { listingSetsOf, PUBLIC_STATUSES, STANDARD_STATUSES, type StandardStatus } from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { feedQueryPlan, planIndexFields, type FeedQueryPlan } from '../../src/reso/feedQueryPlan';
import type { Comparison } from '../../src/reso/odataFilter';
import { parseResoQuery } from '../../src/reso/odataQuery';
import { ORDER_FIELDS } from '../../src/reso/resoFields';

/**
 * Every query the RESO feed can run is served by an index firestore.indexes.json declares: each
 * kind of `$filter` (per field: none, an equality, a range, a `ne`) with each `$orderby`, for a key
 * that sees one status and one that sees several.
 */
const declared = new Set(
  indexes.indexes.filter((index) => index.collectionGroup === 'properties').map((index) => JSON.stringify(index.fields)),
);

const filterOf = (text: string): Comparison[] => (text ? parseResoQuery({ $filter: text }).filter : []);

const CITY = ['', "City eq 'Cincinnati'", "City ne 'Cincinnati'", "City ge 'A'", "City gt 'A' and City lt 'Z'"];
const PRICE = ['', 'ListPrice eq 500000', 'ListPrice ne 500000', 'ListPrice ge 500000', 'ListPrice gt 1 and ListPrice le 2000000'];
const MODIFIED = [
  '',
  'ModificationTimestamp eq 2026-11-01T00:00:00Z',
  'ModificationTimestamp ne 2026-11-01T00:00:00Z',
  'ModificationTimestamp gt 2026-11-01T00:00:00Z',
  'ModificationTimestamp ge 2026-01-01T00:00:00Z and ModificationTimestamp lt 2026-11-01T00:00:00Z',
];
const STATUS = ['', "StandardStatus eq 'Active'", "StandardStatus ne 'Closed'", "StandardStatus ge 'Closed'"];

/** Every plan of every combination; the ones Firestore cannot run (two `ne`) are refused, not planned. */
function everyPlan(): { query: string; plan: FeedQueryPlan }[] {
  const plans: { query: string; plan: FeedQueryPlan }[] = [];
  for (const visible of [PUBLIC_STATUSES, STANDARD_STATUSES, ['Active'] as const])
    for (const status of STATUS)
      for (const city of CITY)
        for (const price of PRICE)
          for (const modified of MODIFIED)
            for (const field of ORDER_FIELDS)
              for (const direction of ['asc', 'desc'] as const) {
                const text = [status, city, price, modified].filter(Boolean).join(' and ');
                const nes = [city, price, modified].filter((part) => part.includes(' ne ')).length;
                if (nes > 1) {
                  expect(() => feedQueryPlan({ filter: filterOf(text), orderBy: { field, direction } }, visible)).toThrow(
                    "$filter takes one 'ne' on City, ListPrice or ModificationTimestamp (any number on StandardStatus)",
                  );
                  continue;
                }
                const plan = feedQueryPlan({ filter: filterOf(text), orderBy: { field, direction } }, visible);
                if (plan) plans.push({ query: `${text} $orderby=${field} ${direction}`, plan });
              }
  return plans;
}

describe('firestore.indexes.json for the RESO feed', () => {
  it('declares a composite index for every query plan of the feed', () => {
    const plans = everyPlan();
    expect(plans.length).toBeGreaterThan(1000);
    const missing = new Set<string>();
    for (const { plan } of plans) {
      const fields = planIndexFields(plan);
      // A single field is served by Firestore's automatic single-field indexes.
      if (fields.length > 1 && !declared.has(JSON.stringify(fields))) missing.add(JSON.stringify(fields));
    }
    expect([...missing]).toEqual([]);
  });

  it('always constrains the status, to the agency’s own listings, and orders by the $orderby field first', () => {
    for (const { query, plan } of everyPlan()) {
      expect({ query, first: plan.filters[0]?.field }).toEqual({ query, first: 'listingSet' });
      expect((plan.filters[0]?.value as string[]).every((set) => set.startsWith('agency:'))).toBe(true);
      expect(plan.order[0]?.field).toBe(query.includes('$orderby=ListPrice') ? 'price' : 'ModificationTimestamp');
    }
  });
});

/** The filter a plan starts with: the agency's listing sets of these statuses (no MLS listing is in the feed). */
const agencySets = (statuses: readonly StandardStatus[]) => ({ field: 'listingSet', op: 'in', value: listingSetsOf(statuses, 'agency') });

describe('feedQueryPlan', () => {
  const plan = (text: string, visible = PUBLIC_STATUSES) =>
    feedQueryPlan({ filter: filterOf(text), orderBy: { field: 'ModificationTimestamp', direction: 'asc' } }, visible);

  it('narrows the statuses a key sees by every comparison on StandardStatus', () => {
    expect(plan('')?.filters).toEqual([agencySets(PUBLIC_STATUSES)]);
    expect(plan("StandardStatus eq 'Active'")?.filters).toEqual([agencySets(['Active'])]);
    expect(plan("StandardStatus ne 'Closed' and StandardStatus ne 'Pending'")?.filters).toEqual([
      agencySets(['Coming Soon', 'Active', 'Active Under Contract']),
    ]);
    expect(plan("StandardStatus ne 'Active'", STANDARD_STATUSES)?.filters[0]).toEqual(
      agencySets(STANDARD_STATUSES.filter((status) => status !== 'Active')),
    );
  });

  it('plans nothing (an empty page) for a status the key may not see, or two different cities', () => {
    expect(plan("StandardStatus eq 'Withdrawn'")).toBeNull();
    expect(plan("StandardStatus eq 'Withdrawn'", STANDARD_STATUSES)).not.toBeNull();
    expect(plan("StandardStatus eq 'Active' and StandardStatus eq 'Closed'")).toBeNull();
    expect(plan("City eq 'Cincinnati' and City eq 'Blue Ash'")).toBeNull();
    expect(plan("City eq 'Cincinnati' and City ne 'Cincinnati'")).toBeNull();
  });

  it('makes City eq an equality checked against its other comparisons, and the rest inequalities ordered after the $orderby field', () => {
    expect(plan("City eq 'Cincinnati' and City ne 'Blue Ash' and City gt 'A'")).toEqual({
      filters: [agencySets(PUBLIC_STATUSES), { field: 'City', op: '==', value: 'Cincinnati' }],
      order: [{ field: 'ModificationTimestamp', direction: 'asc' }],
    });
    expect(plan("City ne 'Blue Ash' and ListPrice eq 5")).toEqual({
      filters: [
        agencySets(PUBLIC_STATUSES),
        { field: 'City', op: '!=', value: 'Blue Ash' },
        { field: 'price', op: '>=', value: 5 },
        { field: 'price', op: '<=', value: 5 },
      ],
      order: [
        { field: 'ModificationTimestamp', direction: 'asc' },
        { field: 'City', direction: 'asc' },
        { field: 'price', direction: 'asc' },
      ],
    });
  });
});
