import { createHash } from 'node:crypto';
import { mixed, object } from 'yup';
import {
  composeShowingMessage,
  HONEYPOT_FIELD,
  leadPayloadSchemas,
  type Lead,
  type LeadListQuery,
  type ShowingInput,
  type SubmittableLeadSource,
} from '@estate/domain';
import type { LeadRepository, NewLead } from '../data/leadRepository';
import { HttpError } from '../httpError';
import { validated } from '../middleware/validate';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

const SUBMITTABLE_SOURCES = Object.keys(leadPayloadSchemas) as SubmittableLeadSource[];
const sourceMessage = `source must be one of: ${SUBMITTABLE_SOURCES.join(', ')}`;
const sourceSchema = object({ source: mixed<SubmittableLeadSource>().required(sourceMessage).oneOf(SUBMITTABLE_SOURCES, sourceMessage) });

const SEARCHED_FIELDS = ['name', 'email', 'phone', 'message', 'interest'] as const satisfies readonly (keyof Lead)[];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Body = Record<string, unknown>;

/** A JSON array (or no body) is answered like an empty form, with the usual messages. */
const asFields = (body: unknown): Body => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {});

function isBot(body: Body): boolean {
  const trap = body[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== '';
}

function checkedIdempotencyKey(key: string | undefined): string | undefined {
  if (key !== undefined && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    throw new HttpError(400, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return key;
}

/** The lead as stored: the validated form fields, the source, and the showing request composed into `message`. */
async function leadFrom(body: Body): Promise<NewLead> {
  const { source } = await validated(sourceSchema, body);
  const fields: Record<string, string | undefined> = await validated(leadPayloadSchemas[source], body);
  if (source === 'schedule_form' && !fields.message) fields.message = composeShowingMessage(fields as ShowingInput);
  // Optional fields left empty are not stored at all, as if the form had not sent them.
  const filled = Object.entries(fields).filter(([, value]) => value !== undefined && value !== '');
  return { ...Object.fromEntries(filled), source } as NewLead;
}

/** The same request always hashes the same, whatever order its keys came in. */
const requestHash = (lead: NewLead) => sha256(JSON.stringify(Object.entries(lead).sort(([a], [b]) => a.localeCompare(b))));

export function leadService(leads: LeadRepository) {
  return {
    /**
     * Stores a visitor's lead and answers its id. With an idempotency key, a retry answers the
     * lead the first request made. A bot's lead (honeypot filled) gets a made-up id, unstored.
     */
    async submit(body: unknown, idempotencyKey?: string): Promise<string> {
      const fields = asFields(body);
      if (isBot(fields)) return leads.newId();
      const key = checkedIdempotencyKey(idempotencyKey);
      const lead = await leadFrom(fields);
      if (key === undefined) return leads.create(lead);
      const outcome = await leads.createOnce(sha256(key), requestHash(lead), lead);
      if (outcome === 'conflict') throw new HttpError(409, 'Idempotency-Key was already used for a different request');
      return outcome.id;
    },

    async list({ search, source, sortOrder, ids }: LeadListQuery): Promise<Lead[]> {
      const found = await leads.list({ source: source === 'all' ? undefined : source, sortOrder });
      // Firestore has no substring or case-insensitive match; an agency's lead inbox is small
      // enough that the admin list fetches it (source filter and order done by the query) and filters here.
      const needle = search.toLowerCase();
      const wanted = ids && new Set(ids);
      return found.filter(
        (lead) =>
          (!wanted || wanted.has(lead.id)) &&
          (needle === '' || SEARCHED_FIELDS.some((field) => lead[field]?.toLowerCase().includes(needle))),
      );
    },

    async remove(id: string): Promise<void> {
      if (!(await leads.remove(id))) throw new HttpError(404, 'Lead not found');
    },

    removeMany: (ids: string[]) => leads.removeMany(ids),
  };
}

export type LeadService = ReturnType<typeof leadService>;
