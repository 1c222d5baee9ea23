import { createHash } from 'node:crypto';
import { HONEYPOT_FIELD, type SubmittableLeadSource } from '@estate/domain';
import { badRequest } from '../platform';
import type { LeadKey, NewLead } from './leadRepository';

/**
 * What every visitor's form that makes a lead shares, whichever module's door it comes through
 * (POST /api/leads, and the showings' POST /api/showings): the body read as fields, the honeypot,
 * the Idempotency-Key and the lead as stored.
 */

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_REUSED = 'Idempotency-Key was already used for a different request';

export type FormFields = Record<string, unknown>;

/** A JSON array (or no body) is answered like an empty form, with the usual messages. */
export const asFields = (body: unknown): FormFields =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as FormFields) : {};

/** A bot filled the hidden field: it is answered as usual, and nothing is stored. */
export function isBot(fields: FormFields): boolean {
  const trap = fields[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== '';
}

export function checkedIdempotencyKey(key: string | undefined): string | undefined {
  if (key !== undefined && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    throw badRequest(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return key;
}

/** The lead as stored from a form's validated fields: optional fields left empty are not stored at all, as if not sent. */
export function newLead(fields: Record<string, string | undefined>, source: SubmittableLeadSource): NewLead {
  const filled = Object.entries(fields).filter(([, value]) => value !== undefined && value !== '');
  return { ...Object.fromEntries(filled), source } as NewLead;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The same request always hashes the same, whatever order its top-level keys came in: the lead it
 * makes, or the form it came from where the lead holds what the server adds (a valuation's estimate).
 */
export const leadKey = (request: NewLead | object, key: string): LeadKey => ({
  keyHash: sha256(key),
  requestHash: sha256(JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)))),
});
