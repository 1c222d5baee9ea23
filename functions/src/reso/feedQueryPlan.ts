import { listingSetsOf, STANDARD_STATUSES, type StandardStatus } from '@estate/domain';
import { notSupported } from './odataError';
import type { Comparison, ComparisonOperator, TimestampValue } from './odataFilter';
import type { ResoQuery } from './odataQuery';

/** The stored fields the feed filters and orders by (`price` is ListPrice; statuses are asked for as `listingSet`). */
export type StoredField = 'StandardStatus' | 'listingSet' | 'City' | 'price' | 'ModificationTimestamp';
/** Fields a page is ordered by, before the document id. */
export type PlanOrderField = 'ModificationTimestamp' | 'price' | 'City';
export type PlanOperator = '==' | 'in' | '!=' | '<' | '<=' | '>' | '>=';

/** One `where` of the Firestore query; timestamps stay plain values until the repository makes them Timestamps. */
export interface PlanFilter {
  field: StoredField;
  op: PlanOperator;
  value: string | number | TimestampValue | readonly string[];
}

/** The Firestore query a page of the feed runs: what firestore.indexes.json must serve. */
export interface FeedQueryPlan {
  filters: PlanFilter[];
  order: { field: PlanOrderField; direction: 'asc' | 'desc' }[];
}

const STORED: Record<Comparison['field'], StoredField> = {
  StandardStatus: 'StandardStatus',
  City: 'City',
  ListPrice: 'price',
  ModificationTimestamp: 'ModificationTimestamp',
};

const RANGE: Record<Exclude<ComparisonOperator, 'eq'>, PlanOperator> = { ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' };

/** Firestore's implicit order of inequality fields: by field path (upper case sorts first). */
const INEQUALITY_ORDER: readonly PlanOrderField[] = ['City', 'ModificationTimestamp', 'price'];

/** OData compares text ordinally, as JavaScript does. */
function holds(op: ComparisonOperator, left: string, right: string): boolean {
  switch (op) {
    case 'eq':
      return left === right;
    case 'ne':
      return left !== right;
    case 'gt':
      return left > right;
    case 'ge':
      return left >= right;
    case 'lt':
      return left < right;
    case 'le':
      return left <= right;
  }
}

const comparisonsOn = <F extends Comparison['field']>(filter: Comparison[], field: F) =>
  filter.filter((comparison): comparison is Extract<Comparison, { field: F }> => comparison.field === field);

/**
 * The Firestore query of a feed page, or null when no listing can match (a status the key may not
 * see, two different cities), which answers an empty page without reading anything.
 *
 * - StandardStatus is always constrained: the statuses the key may see, narrowed by every
 *   comparison on it (computed here, so `ne` and ranges become an `in` of what is left), as the
 *   agency's listing sets (listingSetOf), so no MLS listing is in the feed.
 * - City `eq` is an equality (any other City comparison is checked against its value here);
 *   otherwise City's comparisons are inequalities (`!=`, ranges), which Firestore orders by.
 *   `not-in` would do for several `ne`, but Firestore refuses it beside the status's `in`.
 * - ListPrice and ModificationTimestamp `eq` are the range `ge` and `le` of the value, so that
 *   they share the indexes of ranges; `ne` is `!=`.
 * - At most one `!=` on City, ListPrice or ModificationTimestamp: Firestore takes one per query,
 *   and filtering a page in memory instead would break its size and its cursor.
 * - Order: the `$orderby` field, then the other inequality fields (Firestore orders by them;
 *   explicit here so the cursor gives each a value and the indexes read as the query does), all
 *   in the `$orderby` direction; the repository adds the document id as the last tiebreak.
 */
export function feedQueryPlan(
  { filter, orderBy }: Pick<ResoQuery, 'filter' | 'orderBy'>,
  visibleStatuses: readonly StandardStatus[],
): FeedQueryPlan | null {
  const cities = comparisonsOn(filter, 'City');
  const city = cities.find(({ op }) => op === 'eq')?.value;
  // Refused whatever the key sees, so a query is answered or refused the same for every key.
  const notEquals = filter.filter(
    ({ field, op }) => op === 'ne' && field !== 'StandardStatus' && !(field === 'City' && city !== undefined),
  );
  if (notEquals.length > 1)
    throw notSupported(`$filter takes one 'ne' on City, ListPrice or ModificationTimestamp (any number on StandardStatus)`);

  const statuses = STANDARD_STATUSES.filter(
    (status) =>
      visibleStatuses.includes(status) && comparisonsOn(filter, 'StandardStatus').every(({ op, value }) => holds(op, status, value)),
  );
  if (statuses.length === 0) return null;
  // The agency's own listings only: the MLS's are the MLS's to syndicate, not the agency's.
  const filters: PlanFilter[] = [{ field: 'listingSet', op: 'in', value: listingSetsOf(statuses, 'agency') }];

  if (city !== undefined) {
    if (!cities.every(({ op, value }) => holds(op, city, value))) return null;
    filters.push({ field: 'City', op: '==', value: city });
  } else {
    for (const { op, value } of cities) filters.push({ field: 'City', op: RANGE[op as Exclude<ComparisonOperator, 'eq'>], value });
  }

  for (const comparison of filter) {
    if (comparison.field !== 'ListPrice' && comparison.field !== 'ModificationTimestamp') continue;
    const field = STORED[comparison.field];
    if (comparison.op === 'eq') {
      filters.push({ field, op: '>=', value: comparison.value }, { field, op: '<=', value: comparison.value });
    } else {
      filters.push({ field, op: RANGE[comparison.op], value: comparison.value });
    }
  }

  const first: PlanOrderField = orderBy.field === 'ListPrice' ? 'price' : 'ModificationTimestamp';
  const inequalities = INEQUALITY_ORDER.filter(
    (field) => field !== first && filters.some((planned) => planned.field === field && planned.op !== '==' && planned.op !== 'in'),
  );
  return { filters, order: [first, ...inequalities].map((field) => ({ field, direction: orderBy.direction })) };
}

/** The composite index a plan reads, in firestore.indexes.json's terms (equalities, then the order). */
export function planIndexFields(plan: FeedQueryPlan): { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[] {
  const equalities = plan.filters.filter(({ op }) => op === '==' || op === 'in').map(({ field }) => field);
  return [
    ...[...new Set(equalities)].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...plan.order.map(({ field, direction }) => ({
      fieldPath: field,
      order: direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    })),
  ];
}
