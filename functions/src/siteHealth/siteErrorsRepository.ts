import { createHash } from 'node:crypto';
import { type DocumentData, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { SiteErrorEvent, SiteErrorKind, SitePageType } from '@estate/domain';
import { asIncrements, countBy } from './increments';
import { keptUntil } from './siteDays';

/**
 * siteErrors/{day}: a day's browser errors, counted by kind and by scrubbed message with the page
 * types it came from (docs/product/dashboard.md#site-health). `expiresAt` is its TTL field (firestore.indexes.json).
 */
export const SITE_ERRORS = 'siteErrors';

/**
 * The distinct messages a day keeps: past them, a new message is counted only by its kind, so a
 * flood of distinct messages cannot grow the day's document without bound.
 */
export const SITE_ERROR_MESSAGES_PER_DAY = 100;

export interface ErrorMessageCount {
  kind: SiteErrorKind;
  message: string;
  count: number;
  pages: Partial<Record<SitePageType, number>>;
}

export interface DayErrors {
  day: string;
  byKind: Partial<Record<SiteErrorKind, number>>;
  /** By a hash of the kind and the message. */
  messages: Record<string, ErrorMessageCount>;
}

export interface SiteErrorsRepository {
  /** Counts errors (their messages already scrubbed) on `day`. */
  add(day: string, errors: readonly SiteErrorEvent[]): Promise<void>;
  /** Every day's counts from `day` (YYYY-MM-DD) on. */
  since(day: string): Promise<DayErrors[]>;
}

const messageKey = ({ kind, message }: SiteErrorEvent) => createHash('sha256').update(`${kind}\n${message}`).digest('hex').slice(0, 20);

/** The errors as one merge of increments; an error whose message `admit` refuses is counted by its kind alone. */
function increments(day: string, errors: readonly SiteErrorEvent[], admit: (key: string) => boolean) {
  const messages = new Map<string, SiteErrorEvent[]>();
  for (const error of errors) {
    const key = messageKey(error);
    if (admit(key)) messages.set(key, [...(messages.get(key) ?? []), error]);
  }
  return {
    day,
    expiresAt: Timestamp.fromMillis(keptUntil(day)),
    byKind: asIncrements(countBy(errors, (error) => error.kind)),
    // Merged, an empty map would replace the messages kept: none is sent when none is admitted.
    ...(messages.size > 0 && {
      messages: Object.fromEntries(
        [...messages].map(([key, same]) => [
          key,
          {
            kind: same[0]!.kind,
            message: same[0]!.message,
            count: FieldValue.increment(same.length),
            pages: asIncrements(countBy(same, (error) => error.page)),
          },
        ]),
      ),
    }),
  };
}

const keysOf = (data: DocumentData | undefined) => new Set(Object.keys((data?.messages as object | undefined) ?? {}));

export function firestoreSiteErrorsRepository(db: Firestore): SiteErrorsRepository {
  const days = db.collection(SITE_ERRORS);
  return {
    async add(day, errors) {
      const ref = days.doc(day);
      const known = keysOf((await ref.get()).data());
      // Messages seen today already: increments alone, however many browsers report them at once.
      if (errors.every((error) => known.has(messageKey(error)))) {
        await ref.set(
          increments(day, errors, () => true),
          { merge: true },
        );
        return;
      }
      // A new message takes one of the day's places, which a transaction counts.
      await db.runTransaction(async (transaction) => {
        const kept = keysOf((await transaction.get(ref)).data());
        const admit = (key: string) => {
          if (kept.size < SITE_ERROR_MESSAGES_PER_DAY) kept.add(key);
          return kept.has(key);
        };
        transaction.set(ref, increments(day, errors, admit), { merge: true });
      });
    },
    async since(day) {
      const snapshot = await days.where('day', '>=', day).get();
      return snapshot.docs.map((doc) => ({
        day: doc.get('day') as string,
        byKind: (doc.get('byKind') as DayErrors['byKind'] | undefined) ?? {},
        messages: (doc.get('messages') as DayErrors['messages'] | undefined) ?? {},
      }));
    },
  };
}
