import { mixed, object } from 'yup';
import {
  type ListingReader,
  VISITOR,
  leadPayloadSchemas,
  RELATED_LEADS_LIMIT,
  type Lead,
  type LeadListQuery,
  type LeadMatchQuery,
  type SubmittableLeadSource,
} from '@estate/domain';
import type { LeadFilter, LeadPage, LeadPosition, LeadRepository, NewLead } from './leadRepository';
import { conflict, validated } from '../platform';
import { exportOwners, leadNotFound, listOwners, maySee, visibleTo, type LeadViewer } from './leadAccess';
import { asFields, checkedIdempotencyKey, IDEMPOTENCY_KEY_REUSED, isBot, leadKey, newLead, type FormFields } from './leadIntake';
import type { LeadRecords } from './leadRecords';
import { leadSearchNeedles } from './leadSearch';

/** The showing form's source: its requests are the showings module's (POST /api/showings), whichever door they come through. */
const SHOWING_FORM_SOURCE = 'schedule_form' satisfies SubmittableLeadSource;

const sourceSchema = (sources: SubmittableLeadSource[]) => {
  const message = `source must be one of: ${sources.join(', ')}`;
  return object({ source: mixed<SubmittableLeadSource>().required(message).oneOf(sources, message) });
};

/** Leads read per round trip by the CSV export: a few hundred KB held at a time, whatever the total. */
export const EXPORT_PAGE_SIZE = 500;

/** The query's filters, with its owner as listOwners or exportOwners made it. */
const filterOf = ({ source, status, search }: LeadMatchQuery, owners: Pick<LeadFilter, 'owner' | 'visibleTo'>): LeadFilter => ({
  ...(source === 'all' ? {} : { source }),
  ...(status === 'all' ? {} : { status }),
  ...owners,
  words: leadSearchNeedles(search),
});

/** Where a page of leads ended, as the router's cursor carries it. */
export type { LeadPosition };

/**
 * A showing request, as the showings module takes it (functions/src/showings/showingRequestService.ts):
 * the form's body, its Idempotency-Key and who sent it; answers the lead's id.
 */
export type ShowingRequests = (body: FormFields, idempotencyKey: string | undefined, sender: ListingReader) => Promise<string>;

/** The bookings made with leads (functions/src/showings). */
export interface LeadBookings {
  /** The leads were deleted: their bookings go with them (their hours freed, nobody asked for feedback). */
  forget(leadIds: string[]): Promise<void>;
}

/** What the leads hand to the showings module (the showing form's requests sent to POST /api/leads, the spec's call), and deletions to whoever keeps records of a lead. */
export interface LeadServicePorts {
  bookings?: LeadBookings;
  showingRequests?: ShowingRequests;
  records?: readonly LeadRecords[];
}

export function leadService(leads: LeadRepository, { bookings, showingRequests, records }: LeadServicePorts = {}) {
  const allSources = Object.keys(leadPayloadSchemas) as SubmittableLeadSource[];
  // Without the showings' door (the exports' service), a showing request is no source it takes.
  const sources = sourceSchema(showingRequests ? allSources : allSources.filter((source) => source !== SHOWING_FORM_SOURCE));

  /** The lead as stored: the validated form fields and the source. */
  const leadFrom = async (fields: FormFields): Promise<NewLead> => {
    const { source } = await validated(sources, fields);
    return newLead(await validated(leadPayloadSchemas[source], fields), source);
  };
  /** Stores the lead (once per idempotency key, when there is one) and answers its id. */
  /** The leads are gone: what other modules keep of them goes too. */
  const forget = (ids: string[]) => Promise.all([bookings?.forget(ids), ...(records ?? []).map((part) => part.forget(ids))]);
  const stored = async (lead: NewLead, key: string | undefined) => {
    if (key === undefined) return leads.create(lead);
    const { keyHash, requestHash } = leadKey(lead, key);
    const outcome = await leads.createOnce(keyHash, requestHash, lead);
    if (outcome === 'conflict') throw conflict(IDEMPOTENCY_KEY_REUSED);
    return outcome.id;
  };
  return {
    /**
     * Stores a visitor's lead and answers its id. With an idempotency key, a retry answers the
     * lead the first request made. A bot's lead (honeypot filled) gets a made-up id, unstored.
     * The showing form's request is handed whole to the showings module, which stores its lead.
     */
    async submit(body: unknown, idempotencyKey?: string, sender: ListingReader = VISITOR): Promise<string> {
      const fields = asFields(body);
      if (showingRequests && fields.source === SHOWING_FORM_SOURCE) return showingRequests(fields, idempotencyKey, sender);
      if (isBot(fields)) return leads.newId();
      const key = checkedIdempotencyKey(idempotencyKey);
      return stored(await leadFrom(fields), key);
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
      await forget([id]);
    },

    async removeMany(ids: string[]): Promise<number> {
      const removed = await leads.removeMany(ids);
      await forget(ids);
      return removed;
    },
  };
}

export type LeadService = ReturnType<typeof leadService>;
