import { createHash } from 'node:crypto';
import type { AuditEntry } from '@estate/domain';

/** What the first entry's hash is chained to, when nothing was ever deleted. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * One entry as the chain hashes it: as the dashboard shows it, with the clients it concerns named
 * by pseudonyms only (`subjects`). Erasing a client forgets which pseudonym was theirs
 * (auditSubjects), and no hashed field changes.
 */
export type ChainedEntry = AuditEntry & { subjects: string[] };

/** JSON with every object's keys sorted, so one entry always hashes the same however it was read. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256(previous hash + the entry's canonical JSON), hex. */
export const chainHash = (previousHash: string, entry: ChainedEntry): string =>
  createHash('sha256').update(previousHash).update(canonicalJson(entry)).digest('hex');

/** Where the kept chain starts: after the last deleted entry (the checkpoint), or from the first. */
export interface ChainStart {
  seq: number;
  hash: string;
}

export const CHAIN_ORIGIN: ChainStart = { seq: 0, hash: GENESIS_HASH };

export type ChainVerdict =
  | { ok: true; checked: number; last: ChainStart }
  | { ok: false; checked: number; firstBadSeq: number; reason: 'altered' | 'missing' | 'out of order' | 'head mismatch' };

/**
 * Walks the kept entries in stored order from `start`: each must carry the next sequence number
 * and the hash of its content chained to the one before. An edit breaks its own hash, a removal
 * leaves a gap, two swapped entries break at the first. `head` is the sealer's last seal: entries
 * removed from the end are found by it.
 */
export async function verifyChain(
  start: ChainStart,
  entries: AsyncIterable<ChainedEntry & { hash: string }>,
  head: ChainStart,
): Promise<ChainVerdict> {
  let previous = start;
  let checked = 0;
  for await (const { hash, ...entry } of entries) {
    const expected = previous.seq + 1;
    if (entry.seq > expected) return { ok: false, checked, firstBadSeq: expected, reason: 'missing' };
    if (entry.seq < expected) return { ok: false, checked, firstBadSeq: entry.seq, reason: 'out of order' };
    if (chainHash(previous.hash, entry) !== hash) return { ok: false, checked, firstBadSeq: entry.seq, reason: 'altered' };
    previous = { seq: entry.seq, hash };
    checked += 1;
  }
  if (previous.seq < head.seq) return { ok: false, checked, firstBadSeq: previous.seq + 1, reason: 'missing' };
  if (previous.seq !== head.seq || previous.hash !== head.hash)
    return { ok: false, checked, firstBadSeq: head.seq, reason: 'head mismatch' };
  return { ok: true, checked, last: previous };
}
