import {
  composeShowingMessage,
  isShowable,
  leadPayloadSchemas,
  listingFor,
  publicListing,
  SHOWING_NOT_OPEN_MESSAGE,
  slotProblem,
  SLOT_JUST_TAKEN,
  SLOT_REFUSALS,
  slotStart,
  VISITOR,
  VISITOR_EMAIL_LIMIT_REASON,
  type ListingReader,
  type Property,
} from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';
import {
  asFields,
  checkedIdempotencyKey,
  IDEMPOTENCY_KEY_REUSED,
  isBot,
  leadKey,
  newLead,
  type FormFields,
  type LeadRepository,
  type NewLead,
} from '../leads';
import type { ListingRepository } from '../listings';
import { badRequest, conflict, validated } from '../platform';
import type { UserRepository } from '../staff';
import type { AvailabilityRepository } from './availabilityRepository';
import { showingAgentOf, showingHoursOf } from './showingAgent';
import type { ShowingNotices } from './showingNoticeService';
import type { NewShowing, ShowingRepository } from './showingRepository';

export interface ShowingRequestDeps {
  properties: Pick<ListingRepository, 'find'>;
  availability: Pick<AvailabilityRepository, 'get'>;
  agents: Pick<UserRepository, 'get'>;
  showings: Pick<ShowingRepository, 'request' | 'get' | 'remove'>;
  leads: Pick<LeadRepository, 'newId' | 'change'>;
  notices: Pick<ShowingNotices, 'requested'>;
  feedback: Pick<FeedbackRequests, 'withdraw'>;
  now?: () => Date;
}

/** The showing form's fields as its lead stores them: the request composed into `message` unless the form did. */
async function showingLead(fields: FormFields): Promise<NewLead> {
  const values = await validated(leadPayloadSchemas.schedule_form, fields);
  return newLead({ ...values, message: values.message || composeShowingMessage(values) }, 'schedule_form');
}

/**
 * docs/product/showings.md#showings: a visitor's showing request (POST /api/showings, and the spec's
 * POST /api/leads with source schedule_form, which the leads hand over whole). In one transaction it
 * stores the lead, or finds the one its Idempotency-Key made, and books the hour the request names;
 * then the visitor's confirmation and the agent's notice are queued in the mail outbox. A slot
 * outside the agent's hours, while they are away or in the past is refused (400), one another
 * booking holds too (409), and either way nothing is stored. A request without a property, or for
 * a listing not on the site, books nothing: it stays a lead, and its confirmation a consultation's.
 */
export function showingRequestService({
  properties,
  availability,
  agents,
  showings,
  leads,
  notices,
  feedback,
  now = () => new Date(),
}: ShowingRequestDeps) {
  /**
   * The listing the request names, as its sender may see it: undefined when there is no such
   * listing. One not open for showings (Coming Soon, pending, sold), or that the sender may not
   * see, is refused as any other, so the answer tells nothing of it.
   */
  async function listingOf(lead: NewLead, sender: ListingReader): Promise<Property | undefined> {
    const found = lead.propertyId ? await properties.find(lead.propertyId).catch(() => null) : null;
    if (!found) return undefined;
    const listing = listingFor(found, sender);
    if (!listing || !isShowable(listing.StandardStatus)) throw badRequest(SHOWING_NOT_OPEN_MESSAGE);
    return listing;
  }

  /** The hour the request books with the listing's showing agent, checked against their hours now (the transaction checks who holds it). */
  async function bookingOf(lead: NewLead, listing: Property | undefined): Promise<NewShowing | undefined> {
    const start = lead.preferredDate && lead.preferredTime ? slotStart(lead.preferredDate, lead.preferredTime) : undefined;
    if (!listing || !start) return undefined;
    const agentKey = await showingAgentOf(listing, agents);
    const problem = slotProblem(start, await showingHoursOf(availability, agentKey), now());
    if (problem) throw badRequest(SLOT_REFUSALS[problem]);
    return {
      propertyId: listing.id,
      listingTitle: listing.title,
      listingAddress: listing.address,
      ...(agentKey ? { agentKey } : {}),
      start,
      visitor: { name: lead.name, email: lead.email, ...(lead.phone ? { phone: lead.phone } : {}) },
    };
  }

  /**
   * The request's emails, on its first try and again on a retry (each is queued once): nothing more
   * once its booking has changed. Past the visitor's mailbox's daily share the lead says why.
   */
  async function tell(id: string, lead: NewLead, listing: Property | undefined, booked: boolean, created: boolean) {
    const showing = booked ? await showings.get(id) : undefined;
    if (showing && showing.sequence !== 0) return;
    // The address is unverified: the email names only what any visitor may see.
    const property = (listing && publicListing(listing)) ?? undefined;
    const confirmed = await notices.requested({
      request: { ...lead, id },
      ...(property ? { property } : {}),
      ...(showing ? { showing } : {}),
    });
    if (!confirmed && created) {
      const detail = `No confirmation email: ${VISITOR_EMAIL_LIMIT_REASON}.`;
      await leads.change(id, () => ({ activity: [{ type: 'showing', at: new Date().toISOString(), detail }] }));
    }
  }

  return {
    /** Stores the request and answers its lead's id; a bot's (honeypot filled) gets a made-up id, unstored. */
    async request(body: unknown, idempotencyKey?: string, sender: ListingReader = VISITOR): Promise<string> {
      const fields = asFields(body);
      if (isBot(fields)) return leads.newId();
      const key = checkedIdempotencyKey(idempotencyKey);
      const lead = await showingLead(fields);
      const listing = await listingOf(lead, sender);
      const booking = await bookingOf(lead, listing);
      const outcome = await showings.request({ lead, ...(key ? { key: leadKey(lead, key) } : {}), ...(booking ? { booking } : {}) });
      if (outcome === 'conflict') throw conflict(IDEMPOTENCY_KEY_REUSED);
      if (outcome === 'slotTaken') throw conflict(SLOT_JUST_TAKEN);
      await tell(outcome.id, lead, listing, booking !== undefined, outcome.created);
      return outcome.id;
    },

    /** The leads were deleted (the leads' LeadBookings port): their bookings go with them, and nobody is asked for feedback. */
    async forget(leadIds: string[]): Promise<void> {
      await showings.remove(leadIds);
      await Promise.all(leadIds.map((id) => feedback.withdraw({ kind: 'showing', id })));
    },
  };
}

export type ShowingRequestService = ReturnType<typeof showingRequestService>;
