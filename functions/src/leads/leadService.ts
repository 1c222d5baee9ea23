import { createHash } from 'node:crypto';
import { mixed, object } from 'yup';
import {
  isShowable,
  SHOWING_NOT_OPEN_MESSAGE,
  type StandardStatus,
  type ListingReader,
  VISITOR,
  composeShowingMessage,
  HONEYPOT_FIELD,
  leadPayloadSchemas,
  RELATED_LEADS_LIMIT,
  type Lead,
  type LeadListQuery,
  type LeadMatchQuery,
  type ShowingInput,
  type SubmittableLeadSource,
} from '@estate/domain';
import type { LeadCompanion, LeadFilter, LeadPage, LeadPosition, LeadRepository, NewLead } from './leadRepository';
import { badRequest, conflict, validated } from '../platform';
import { exportOwners, leadNotFound, listOwners, maySee, visibleTo, type LeadViewer } from './leadAccess';
import { leadSearchNeedles } from './leadSearch';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

const SUBMITTABLE_SOURCES = Object.keys(leadPayloadSchemas) as SubmittableLeadSource[];
const sourceMessage = `source must be one of: ${SUBMITTABLE_SOURCES.join(', ')}`;
const sourceSchema = object({ source: mixed<SubmittableLeadSource>().required(sourceMessage).oneOf(SUBMITTABLE_SOURCES, sourceMessage) });

/** Leads read per round trip by the CSV export: a few hundred KB held at a time, whatever the total. */
export const EXPORT_PAGE_SIZE = 500;

/** The query's filters, with its owner as listOwners or exportOwners made it. */
const filterOf = ({ source, status, search }: LeadMatchQuery, owners: Pick<LeadFilter, 'owner' | 'visibleTo'>): LeadFilter => ({
  ...(source === 'all' ? {} : { source }),
  ...(status === 'all' ? {} : { status }),
  ...owners,
  words: leadSearchNeedles(search),
});

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
    throw badRequest(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
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

/** Where a page of leads ended, as the router's cursor carries it. */
export type { LeadPosition };

/**
 * The status of the listing a showing request names, through the listing gate: 'hidden' when its
 * sender may not see it (private, or off the market), null when there is no such listing.
 */
export type ListingStatusOf = (propertyId: string, sender: ListingReader) => Promise<StandardStatus | 'hidden' | null>;

/** The booking a showing request makes with its lead (functions/src/showings, docs/product/showings.md#showings). */
export interface LeadBooking {
  /** Claims the slot and stores the booking in the lead's transaction; throws the refusal (409: just taken). */
  companion: LeadCompanion;
  /** After the lead is stored, and again on its retries: tells the showing agent, once. */
  made(leadId: string): Promise<void>;
}

/** The bookings showing requests make with their leads. */
export interface LeadBookings {
  /** Turns a showing request into its booking: undefined when the lead books nothing (no property or slot); throws when the slot is refused. */
  book(lead: NewLead, sender: ListingReader): Promise<LeadBooking | undefined>;
  /** The leads were deleted: their bookings go with them (their hours freed, nobody asked for feedback). */
  forget(leadIds: string[]): Promise<void>;
}

export function leadService(leads: LeadRepository, listingStatus: ListingStatusOf = async () => null, bookings?: LeadBookings) {
  /**
   * A showing request for a listing that is not open for showings (Coming Soon, pending, sold) is
   * refused, and so is one for a listing its sender may not see: as any other, so the answer
   * tells nothing of it, and nothing of the listing reaches the visitor's confirmation.
   */
  const checkShowable = async (lead: NewLead, sender: ListingReader) => {
    if (lead.source !== 'schedule_form' || !lead.propertyId) return;
    const status = await listingStatus(lead.propertyId, sender);
    if (status !== null && (status === 'hidden' || !isShowable(status))) throw badRequest(SHOWING_NOT_OPEN_MESSAGE);
  };
  /** Stores the lead (once per idempotency key, when there is one) and answers its id. */
  const stored = async (lead: NewLead, key: string | undefined, companion?: LeadCompanion) => {
    if (key === undefined) return leads.create(lead, companion);
    const outcome = await leads.createOnce(sha256(key), requestHash(lead), lead, companion);
    if (outcome === 'conflict') throw conflict('Idempotency-Key was already used for a different request');
    return outcome.id;
  };
  return {
    /**
     * Stores a visitor's lead and answers its id. With an idempotency key, a retry answers the
     * lead the first request made. A bot's lead (honeypot filled) gets a made-up id, unstored. A
     * showing request for a listing's slot books it with the lead, atomically.
     */
    async submit(body: unknown, idempotencyKey?: string, sender: ListingReader = VISITOR): Promise<string> {
      const fields = asFields(body);
      if (isBot(fields)) return leads.newId();
      const key = checkedIdempotencyKey(idempotencyKey);
      const lead = await leadFrom(fields);
      await checkShowable(lead, sender);
      // A refused slot stores no lead; a retry finds its key and books nothing again.
      const booking = lead.source === 'schedule_form' ? await bookings?.book(lead, sender) : undefined;
      const id = await stored(lead, key, booking?.companion);
      await booking?.made(id);
      return id;
    },

    /**
     * One page of the inbox (after `after`) and where the next page starts; with the first page,
     * the total the filters take (the later pages of the same list need it no more). An agent's
     * inbox holds their leads and the unassigned ones.
     */
    async list(query: LeadListQuery, viewer: LeadViewer, after?: LeadPosition): Promise<LeadPage & { total?: number }> {
      const filter = filterOf(query, listOwners(query.owner, viewer));
      if (query.ids) {
        const found = await leads.getMany(query.ids, filter, query.sortOrder);
        return { leads: found, total: found.length };
      }
      const [page, total] = await Promise.all([
        leads.list(filter, { sortOrder: query.sortOrder, limit: query.limit, ...(after ? { after } : {}) }),
        after ? undefined : leads.count(filter),
      ]);
      return { ...page, ...(total === undefined ? {} : { total }) };
    },

    /** Every lead the filters take, a page at a time (the CSV export streams them); an agent's own only. */
    everyMatch(query: LeadMatchQuery, viewer: LeadViewer): AsyncGenerator<Lead[]> {
      // Checked now, not at the first page: a refusal is answered before the download begins.
      const owners = exportOwners(query.owner, viewer);
      return (async function* () {
        const filter = filterOf(query, owners);
        if (query.ids) yield await leads.getMany(query.ids, filter, query.sortOrder);
        else yield* leads.pages(filter, query.sortOrder, EXPORT_PAGE_SIZE);
      })();
    },

    /** The lead, if the viewer may see it (404 otherwise, as for a lead that does not exist). */
    async visible(id: string, viewer: LeadViewer): Promise<Lead> {
      const lead = await leads.get(id);
      if (!lead || !maySee(viewer, lead)) throw leadNotFound();
      return lead;
    },

    /** The same person's other inquiries (same email or phone) that the viewer may see; nothing is merged. */
    async related(id: string, viewer: LeadViewer): Promise<Lead[]> {
      const lead = await leads.get(id);
      if (!lead || !maySee(viewer, lead)) throw leadNotFound();
      return leads.related(lead, RELATED_LEADS_LIMIT, visibleTo(viewer));
    },

    async remove(id: string): Promise<void> {
      if (!(await leads.remove(id))) throw leadNotFound();
      await bookings?.forget([id]);
    },

    async removeMany(ids: string[]): Promise<number> {
      const removed = await leads.removeMany(ids);
      await bookings?.forget(ids);
      return removed;
    },
  };
}

export type LeadService = ReturnType<typeof leadService>;
