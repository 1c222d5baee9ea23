import { describeNeed, indexNeedOf, servingIndex, type CompositeIndex } from './indexCoverage';

const field = (fieldPath: string, op: string, value: unknown = 'x') => ({ fieldFilter: { field: { fieldPath }, op, value } });
const and = (...filters: object[]) => ({ compositeFilter: { op: 'AND', filters } });
const order = (fieldPath: string, direction = 'ASCENDING') => ({ field: { fieldPath }, direction });
const query = (where?: object, orderBy: object[] = [], collectionId = 'properties') => ({
  from: [{ collectionId }],
  ...(where ? { where } : {}),
  ...(orderBy.length > 0 ? { orderBy } : {}),
});
const ascending = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
const descending = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });
const index = (...fields: CompositeIndex['fields']): CompositeIndex => ({
  collectionGroup: 'properties',
  queryScope: 'COLLECTION',
  fields,
});

describe('indexNeedOf', () => {
  it('needs no composite index for one field, or for equalities Firestore merges', () => {
    expect(indexNeedOf(query(field('listingSet', 'IN', ['mls:Active'])))).toBeUndefined();
    expect(indexNeedOf(query(undefined, [order('createdAt', 'DESCENDING')]))).toBeUndefined();
    expect(indexNeedOf(query(and(field('sourceId', 'EQUAL'), field('searchTerms', 'ARRAY_CONTAINS'))))).toBeUndefined();
  });

  it('takes the equalities, then the orders, with the inequalities not ordered by in field-name order and the last direction', () => {
    const need = indexNeedOf(
      query(and(field('listingSet', 'IN', []), field('price', 'GREATER_THAN_OR_EQUAL', 1), field('bedrooms', 'GREATER_THAN_OR_EQUAL', 2)), [
        order('createdAt', 'DESCENDING'),
        order('__name__', 'DESCENDING'),
      ]),
    );
    expect(need).toEqual({
      collectionGroup: 'properties',
      queryScope: 'COLLECTION',
      equalities: [{ fieldPath: 'listingSet' }],
      orders: [descending('createdAt'), descending('bedrooms'), descending('price')],
    });
    expect(describeNeed(need!)).toBe('properties (listingSet, createdAt desc, bedrooms desc, price desc)');
  });

  it('needs an index for an equality beside an order, an array-contains as CONTAINS, a collection group as its scope', () => {
    const need = indexNeedOf({
      from: [{ collectionId: 'history', allDescendants: true }],
      where: and(field('searchTerms', 'ARRAY_CONTAINS'), field('listingSet', 'IN', [])),
      orderBy: [order('price')],
    });
    expect(need).toMatchObject({
      queryScope: 'COLLECTION_GROUP',
      equalities: [{ fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' }, { fieldPath: 'listingSet' }],
    });
  });
});

describe('servingIndex', () => {
  const need = indexNeedOf(query(and(field('listingSet', 'IN', []), field('neighborhood', 'EQUAL')), [order('price', 'DESCENDING')]))!;

  it('finds the index with the equalities in any order, then exactly the orders', () => {
    const declared = [index(ascending('neighborhood'), ascending('listingSet'), descending('price'))];
    expect(servingIndex(need, declared)).toBe(declared[0]);
  });

  it('finds none when an order differs, a field is missing or extra, or the scope differs', () => {
    expect(servingIndex(need, [index(ascending('listingSet'), ascending('neighborhood'), ascending('price'))])).toBeUndefined();
    expect(servingIndex(need, [index(ascending('listingSet'), descending('price'))])).toBeUndefined();
    expect(
      servingIndex(need, [index(ascending('listingSet'), ascending('neighborhood'), ascending('cityKey'), descending('price'))]),
    ).toBeUndefined();
    expect(
      servingIndex(need, [
        { ...index(ascending('listingSet'), ascending('neighborhood'), descending('price')), queryScope: 'COLLECTION_GROUP' },
      ]),
    ).toBeUndefined();
  });

  it('serves an array-contains only by the field’s CONTAINS entry', () => {
    const words = indexNeedOf(query(and(field('listingSet', 'IN', []), field('searchTerms', 'ARRAY_CONTAINS')), [order('createdAt')]))!;
    expect(servingIndex(words, [index(ascending('listingSet'), ascending('searchTerms'), ascending('createdAt'))])).toBeUndefined();
    expect(
      servingIndex(words, [index(ascending('listingSet'), { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' }, ascending('createdAt'))]),
    ).toBeDefined();
  });
});
