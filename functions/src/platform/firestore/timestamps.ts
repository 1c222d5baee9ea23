import { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamps become ISO strings at the data edge; nothing above it sees Timestamps. */
export function toIsoString(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : '';
}
