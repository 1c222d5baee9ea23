import {
  agencyDayBounds,
  daySlots,
  DEFAULT_SHOWING_HOURS,
  listingFor,
  slotProblem,
  SLOT_JUST_TAKEN,
  SLOT_REFUSALS,
  slotStart,
  type ListingReader,
  type Property,
  type ShowingAvailability,
  type ShowingSlotsAnswer,
} from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';
import type { LeadBookings } from '../leads';
import type { ListingRepository } from '../listings';
import { badRequest, conflict, notFound } from '../platform';
import type { AvailabilityRepository } from './availabilityRepository';
import { slotOwner, type ShowingRepository } from './showingRepository';
import type { ShowingNotices } from './showingNoticeService';

export interface ShowingSlotDeps {
  properties: Pick<ListingRepository, 'find'>;
  availability: Pick<AvailabilityRepository, 'get'>;
  showings: Pick<ShowingRepository, 'bookWithLead' | 'takenStarts' | 'get' | 'remove'>;
  notices: Pick<ShowingNotices, 'requested'>;
  feedback: Pick<FeedbackRequests, 'withdraw'>;
  now?: () => Date;
}

/** The showing agent of a listing: its own, else its listing agent; undefined: nobody's (the agency's default hours). */
export const showingAgentOf = (listing: Pick<Property, 'ShowingAgentKey' | 'ListAgentKey'>) =>
  listing.ShowingAgentKey || listing.ListAgentKey || undefined;

/** A listing without an agent is shown in the agency's default hours, with nothing blocked. */
const AGENCY_DEFAULT: Pick<ShowingAvailability, 'hours' | 'blocked'> = { hours: DEFAULT_SHOWING_HOURS, blocked: [] };

const PROPERTY_NOT_FOUND = 'Property not found';

/**
 * docs/product/showings.md#showings: which of the nine slots a listing's showing agent can take on a day
 * (their hours, their blocked times, the hours other bookings hold), and the booking a showing
 * request makes with its lead: checked here, claimed in the lead's transaction.
 */
export function showingSlotService({ properties, availability, showings, notices, feedback, now = () => new Date() }: ShowingSlotDeps) {
  /** The listing as the reader may see it (through the listing gate), with whose hours govern its showings. */
  const listingOf = async (propertyId: string, reader: ListingReader) => {
    const found = await properties.find(propertyId).catch(() => null);
    const listing = found && listingFor(found, reader);
    if (!listing) return undefined;
    const agentKey = showingAgentOf(listing);
    return { listing, agentKey, hours: agentKey ? await availability.get(agentKey) : AGENCY_DEFAULT };
  };

  return {
    /** GET /api/showings/slots: the day's nine slots, each free or with its reason. */
    async slots(propertyId: string, date: string, reader: ListingReader): Promise<ShowingSlotsAnswer> {
      const bounds = agencyDayBounds(date);
      if (!bounds) throw badRequest('Please select a date');
      const found = await listingOf(propertyId, reader);
      if (!found) throw notFound(PROPERTY_NOT_FOUND);
      const taken = await showings.takenStarts(slotOwner(found.agentKey, propertyId), bounds.start, bounds.end);
      return { propertyId, date, slots: daySlots(date, found.hours, taken, now()) };
    },

    /**
     * The booking a showing request makes (leads' LeadBookings): a slot outside the agent's hours,
     * while they are away or in the past is refused (400); one another booking holds, in the
     * lead's transaction (409: the companion's refusal rolls the lead back with it). A request without a property, or for a listing not on the site,
     * books nothing: it stays a lead, as before.
     */
    bookings: {
      book: async (lead, sender) => {
        if (!lead.propertyId || !lead.preferredDate || !lead.preferredTime) return undefined;
        const start = slotStart(lead.preferredDate, lead.preferredTime);
        const found = start && (await listingOf(lead.propertyId, sender));
        if (!start || !found) return undefined;
        const problem = slotProblem(start, found.hours, now());
        if (problem) throw badRequest(SLOT_REFUSALS[problem]);
        const booking = showings.bookWithLead({
          propertyId: found.listing.id,
          listingTitle: found.listing.title,
          listingAddress: found.listing.address,
          ...(found.agentKey ? { agentKey: found.agentKey } : {}),
          start,
          visitor: { name: lead.name, email: lead.email, ...(lead.phone ? { phone: lead.phone } : {}) },
        });
        return {
          async companion(transaction) {
            const written = await booking(transaction);
            if (written === 'slotTaken') throw conflict(SLOT_JUST_TAKEN);
            return written;
          },
          async made(leadId) {
            const showing = await showings.get(leadId);
            if (showing?.sequence === 0) await notices.requested(showing);
          },
        };
      },

      async forget(leadIds) {
        await showings.remove(leadIds);
        await Promise.all(leadIds.map((id) => feedback.withdraw({ kind: 'showing', id })));
      },
    } satisfies LeadBookings,
  };
}

export type ShowingSlotService = ReturnType<typeof showingSlotService>;
