import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { shownPage } from '../../src/platform';

/** A query's documents in order: each one's id and whether the reader may see it. */
const docs = (spec: string) => [...spec].map((mark, index) => ({ id: `d${index}`, hidden: mark === 'h' }));
type Doc = ReturnType<typeof docs>[number];

/** Reads `all` in order after a document, counting the documents read. */
function query(all: Doc[]) {
  const reads = { documents: 0 };
  const read = async (after: QueryDocumentSnapshot | undefined, count: number) => {
    const start = after ? all.findIndex((doc) => doc.id === after.id) + 1 : 0;
    const batch = all.slice(start, start + count);
    reads.documents += batch.length;
    return batch.map((doc) => ({ id: doc.id, doc }) as unknown as QueryDocumentSnapshot);
  };
  const decode = (snapshot: QueryDocumentSnapshot) => (snapshot as unknown as { doc: Doc }).doc;
  return { read, decode, reads };
}

/** Every page, following each page's cursor, as the ids each lists and the id its cursor names. */
async function pages(spec: string, limit: number) {
  const all = docs(spec);
  const { read, decode } = query(all);
  const answered: { items: string[]; next?: string }[] = [];
  let after: QueryDocumentSnapshot | undefined;
  do {
    const start = after;
    const page = await shownPage({
      limit,
      read: (from, count) => read(from ?? start, count),
      decode,
      shown: (doc) => !doc.hidden,
    });
    answered.push({ items: page.items.map((doc) => doc.id), ...(page.next ? { next: page.next.id } : {}) });
    after = page.next;
  } while (after && answered.length < 50);
  return { answered, hidden: new Set(all.filter((doc) => doc.hidden).map((doc) => doc.id)) };
}

describe('a page of what the reader may see (the listing gate)', () => {
  it.each([
    ['no hidden documents', 'sssss', 2],
    ['hidden ones between', 'shshhs', 1],
    ['hidden ones at the start', 'hhhss', 1],
    ['hidden ones at the end', 'sshhh', 2],
    ['a run of hidden ones longer than a page', 'shhhhhhhs', 1],
  ])('%s: every shown document once, full pages, and no cursor on a hidden one', async (_name, spec, limit) => {
    const { answered, hidden } = await pages(spec, limit);
    const listed = answered.flatMap((page) => page.items);
    expect(listed).toEqual(docs(spec).flatMap((doc) => (doc.hidden ? [] : [doc.id])));
    for (const page of answered.slice(0, -1)) expect(page.items).toHaveLength(limit);
    for (const page of answered) if (page.next) expect(hidden.has(page.next)).toBe(false);
    expect(answered.at(-1)!.next).toBeUndefined();
  });

  it('answers a short page with its cursor after ten batches, once a shown document was read', async () => {
    const all = docs(`s${'h'.repeat(100)}s`);
    const { read, decode, reads } = query(all);
    const page = await shownPage({ limit: 2, read, decode, shown: (doc) => !doc.hidden });
    expect(page.items.map((doc) => doc.id)).toEqual(['d0']);
    expect(page.next?.id).toBe('d0');
    expect(reads.documents).toBe(30);
  });

  it('fills the page with what `listed` keeps, cursoring on the last one listed', async () => {
    const { read, decode } = query(docs('ssss'));
    const page = await shownPage({ limit: 1, read, decode, shown: () => true, listed: (doc) => doc.id !== 'd0' });
    expect(page.items.map((doc) => doc.id)).toEqual(['d1']);
    expect(page.next?.id).toBe('d1');
  });
});
