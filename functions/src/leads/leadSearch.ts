import type { Lead } from '@estate/domain';
import { searchWords } from '../listings';

/** The fields the dashboard's lead search looks in. */
export const SEARCHED_LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'interest',
  'message',
  'investmentGoals',
] as const satisfies readonly (keyof Lead)[];

/** Longer words are indexed, and searched, by their first this many characters. */
const MAX_WORD_LENGTH = 30;
/** Far below Firestore's 40,000 index entries per document, with the lead's composite indexes. */
const MAX_TERMS = 2000;

/** A search's words as the index holds them: each at most MAX_WORD_LENGTH long. */
export const leadSearchNeedles = (search: string): string[] => [
  ...new Set(searchWords(search).map((word) => word.slice(0, MAX_WORD_LENGTH))),
];

/**
 * A lead's `searchTerms`, stored with it so that the dashboard searches with an `array-contains`
 * query instead of reading every lead: every prefix of every word of the searched fields, so
 * 'jor' finds Jordan and '0199' finds 513-555-0199. A very long message gives its first words.
 */
export function leadSearchTerms(lead: Partial<Pick<Lead, (typeof SEARCHED_LEAD_FIELDS)[number]>>): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(SEARCHED_LEAD_FIELDS.map((field) => lead[field] ?? '').join(' '))) {
    // A search drops single letters but keeps single digits (searchWords): no prefix it cannot ask for.
    for (let length = /\d/.test(word[0]!) ? 1 : 2; length <= Math.min(word.length, MAX_WORD_LENGTH); length += 1)
      terms.add(word.slice(0, length));
    if (terms.size >= MAX_TERMS) break;
  }
  return [...terms].slice(0, MAX_TERMS);
}
