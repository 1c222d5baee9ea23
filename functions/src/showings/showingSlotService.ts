import { agencyDayBounds, daySlots, listingFor, type ListingReader, type ShowingSlotsAnswer } from '@estate/domain';
import type { ListingRepository } from '../listings';
import { badRequest, notFound } from '../platform';
import type { UserRepository } from '../staff';
import type { AvailabilityRepository } from './availabilityRepository';
import { showingAgentOf, showingHoursOf } from './showingAgent';
import { slotOwner, type ShowingRepository } from './showingRepository';

export interface ShowingSlotDeps {
  properties: Pick<ListingRepository, 'find'>;
  availability: Pick<AvailabilityRepository, 'get'>;
  agents: Pick<UserRepository, 'get'>;
  showings: Pick<ShowingRepository, 'takenStarts'>;
  now?: () => Date;
}

const PROPERTY_NOT_FOUND = 'Property not found';

/**
 * docs/product/showings.md#showings: which of the nine slots a listing's showing agent can take on a day
 * (their hours, their blocked times, the hours other bookings hold). The booking a request makes is
 * the request service's (showingRequestService.ts).
 */
export function showingSlotService({ properties, availability, agents, showings, now = () => new Date() }: ShowingSlotDeps) {
  return {
    /** GET /api/showings/slots: the day's nine slots, each free or with its reason. */
    async slots(propertyId: string, date: string, reader: ListingReader): Promise<ShowingSlotsAnswer> {
      const bounds = agencyDayBounds(date);
      if (!bounds) throw badRequest('Please select a date');
      // The listing as the reader may see it (through the listing gate).
      const found = await properties.find(propertyId).catch(() => null);
      const listing = found && listingFor(found, reader);
      if (!listing) throw notFound(PROPERTY_NOT_FOUND);
      const agentKey = await showingAgentOf(listing, agents);
      const [hours, taken] = await Promise.all([
        showingHoursOf(availability, agentKey),
        showings.takenStarts(slotOwner(agentKey, propertyId), bounds.start, bounds.end),
      ]);
      return { propertyId, date, slots: daySlots(date, hours, taken, now()) };
    },
  };
}

export type ShowingSlotService = ReturnType<typeof showingSlotService>;
