import { FieldValue } from 'firebase-admin/firestore';

/** How many of `items` each key names. */
export function countBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/** Counts as a map of increments, to merge into a document: concurrent reports add up, none is lost. */
export const asIncrements = (counts: Map<string, number>): Record<string, FieldValue> =>
  Object.fromEntries([...counts].map(([key, count]) => [key, FieldValue.increment(count)]));
