import type { StructuredQuery } from './firestoreOps';

/** A field of a composite index, as firestore.indexes.json writes it. */
export interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}

/** A composite index of firestore.indexes.json. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

/** The composite index a query needs: its equality fields (in any order), then its order fields, as Firestore reads them. */
export interface IndexNeed {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  equalities: IndexField[];
  orders: IndexField[];
}

type FieldFilter = { field: { fieldPath: string }; op: string };
type Filter = { fieldFilter?: FieldFilter; unaryFilter?: FieldFilter; compositeFilter?: { op: string; filters: Filter[] } };
type Order = { field: { fieldPath: string }; direction?: string };

const EQUALITY_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
/** Firestore serves these alone, with no order, by merging its automatic single-field indexes. */
const MERGEABLE_OPS = new Set(['EQUAL', 'ARRAY_CONTAINS']);
const DOCUMENT_ID = '__name__';

function fieldFilters(filter: Filter | undefined): FieldFilter[] {
  if (!filter) return [];
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== 'AND') throw new Error(`a ${filter.compositeFilter.op} filter: its index is not checked here`);
    return filter.compositeFilter.filters.flatMap(fieldFilters);
  }
  return [filter.fieldFilter ?? filter.unaryFilter!];
}

/**
 * The composite index `query` needs, or undefined when Firestore's automatic single-field indexes
 * serve it (one field, or equalities and array-contains alone, which Firestore merges). The order
 * fields are the query's own, then each inequality field it does not order by, in field-name order
 * and the last order's direction, as Firestore adds them; the document id's order needs no field.
 */
export function indexNeedOf(query: StructuredQuery): IndexNeed | undefined {
  const [from] = query.from as { collectionId: string; allDescendants?: boolean }[];
  const filters = fieldFilters(query.where as Filter | undefined);
  const equalities = filters
    .filter(({ op }) => EQUALITY_OPS.has(op) || CONTAINS_OPS.has(op))
    .map(({ field, op }) =>
      CONTAINS_OPS.has(op) ? { fieldPath: field.fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath: field.fieldPath },
    );
  const explicit = ((query.orderBy ?? []) as Order[])
    .filter(({ field }) => field.fieldPath !== DOCUMENT_ID)
    .map(({ field, direction }) => ({ fieldPath: field.fieldPath, order: direction ?? 'ASCENDING' }));
  const lastDirection = explicit.at(-1)?.order ?? 'ASCENDING';
  const inequalities = [
    ...new Set(filters.filter(({ op }) => !EQUALITY_OPS.has(op) && !CONTAINS_OPS.has(op)).map(({ field }) => field.fieldPath)),
  ]
    .filter((fieldPath) => !explicit.some((order) => order.fieldPath === fieldPath))
    .sort()
    .map((fieldPath) => ({ fieldPath, order: lastDirection }));
  const orders = [...explicit, ...inequalities];
  const fields = new Set([...equalities, ...orders].map(({ fieldPath }) => fieldPath));
  if (fields.size <= 1) return undefined;
  if (orders.length === 0 && filters.every(({ op }) => MERGEABLE_OPS.has(op))) return undefined;
  return { collectionGroup: from!.collectionId, queryScope: from!.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION', equalities, orders };
}

const sameField = (a: IndexField, b: IndexField) => a.fieldPath === b.fieldPath && a.order === b.order && a.arrayConfig === b.arrayConfig;

/** An equality is served by its field in either order, an array-contains by the field's CONTAINS entry. */
const servesEquality = (field: IndexField, equality: IndexField) =>
  field.fieldPath === equality.fieldPath && (equality.arrayConfig ? field.arrayConfig === equality.arrayConfig : field.order !== undefined);

/** The declared index that serves `need`: its equality fields first, in any order, then exactly its order fields. */
export function servingIndex(need: IndexNeed, indexes: readonly CompositeIndex[]): CompositeIndex | undefined {
  const { equalities, orders } = need;
  return indexes.find(
    (index) =>
      index.collectionGroup === need.collectionGroup &&
      index.queryScope === need.queryScope &&
      index.fields.length === equalities.length + orders.length &&
      equalities.every((equality) => index.fields.slice(0, equalities.length).some((field) => servesEquality(field, equality))) &&
      orders.every((order, n) => sameField(index.fields[equalities.length + n]!, order)),
  );
}

/** How the need reads in a report: `properties (listingSet, createdAt desc)`. */
export function describeNeed({ collectionGroup, equalities, orders }: IndexNeed): string {
  const fields = [
    ...equalities.map(({ fieldPath, arrayConfig }) => (arrayConfig ? `${fieldPath} contains` : fieldPath)),
    ...orders.map(({ fieldPath, order }) => (order === 'DESCENDING' ? `${fieldPath} desc` : fieldPath)),
  ];
  return `${collectionGroup} (${fields.join(', ')})`;
}
