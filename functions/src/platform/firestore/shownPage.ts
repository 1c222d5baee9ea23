import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Batches read before a page is answered short, once a cursor can be given (see shownPage). */
const MAX_BATCHES = 10;

export interface ShownPageRead<T> {
  limit: number;
  /** The query's next documents in its order, after `after` (from the caller's own start when undefined). */
  read(after: QueryDocumentSnapshot | undefined, count: number): Promise<QueryDocumentSnapshot[]>;
  decode(doc: QueryDocumentSnapshot): T;
  /** Whether the reader may see the item at all (the listing gate): nothing of another item reaches them. */
  shown(item: T): boolean;
  /** Among shown items, those the page lists (filters the query could not ask Firestore for). */
  listed?(item: T, doc: QueryDocumentSnapshot): boolean;
}

export interface ShownPage<T> {
  items: T[];
  /** The document the next page starts after: always one the reader may see. Absent on the last page. */
  next?: QueryDocumentSnapshot;
}

/**
 * One page of what a reader may see, with a cursor built only from what they may see: the next
 * page starts after the last shown document, and the hidden ones before it are read again and
 * skipped. A page is filled from further batches when hidden or unlisted documents thin it, up to
 * MAX_BATCHES; then it is answered short with its cursor (never, while no shown document was read:
 * a cursor could only name a hidden one).
 */
export async function shownPage<T>({ limit, read, decode, shown, listed = () => true }: ShownPageRead<T>): Promise<ShownPage<T>> {
  const items: T[] = [];
  let lastShown: QueryDocumentSnapshot | undefined;
  let after: QueryDocumentSnapshot | undefined;
  for (let batch = 1; ; batch += 1) {
    const docs = await read(after, limit + 1);
    for (const doc of docs) {
      const item = decode(doc);
      if (!shown(item)) continue;
      // A shown document beyond a full page: there is a next page, after the last one listed or passed.
      if (items.length === limit) return { items, next: lastShown };
      lastShown = doc;
      if (listed(item, doc)) items.push(item);
    }
    if (docs.length <= limit) return { items };
    if (batch >= MAX_BATCHES && lastShown) return { items, next: lastShown };
    after = docs.at(-1);
  }
}
