import { contactKeys, formatOpenHouseWhen, type Property } from '@estate/domain';
import type { LeadRepository } from '../leads';
import { sha256, type OpenHouseRecord } from './store/openHouseDocuments';

export interface OpenHouseGuest {
  name: string;
  email: string;
  phone: string;
}

/**
 * Where the open houses meet the leads: each guest's RSVP and check-in join one lead of source
 * 'open_house' per open house and person (created once, under a key made of the open house and
 * their contact key, so an RSVP and its check-in, or a check-in sent twice, make one lead that the
 * inbox groups with the person's others), and each step is told on it as 'open_house' activity.
 */
export function openHouseLeadService(leads: Pick<LeadRepository, 'createOnce' | 'change'>) {
  return {
    /** The person's lead for this open house, made with `message` when it is their first step. */
    async join(openHouse: OpenHouseRecord, listing: Pick<Property, 'id'>, guest: OpenHouseGuest, message: string): Promise<string> {
      const [contact] = contactKeys(guest);
      const key = sha256(`open-house:${openHouse.OpenHouseKey}:${contact}`);
      const lead = {
        name: guest.name,
        email: guest.email,
        phone: guest.phone,
        source: 'open_house' as const,
        propertyId: listing.id,
        message,
      };
      // The key is the request: the same person at the same open house always finds their lead.
      const outcome = await leads.createOnce(key, key, lead);
      if (outcome === 'conflict') throw new Error('An open house lead key was stored for another request');
      return outcome.id;
    },

    /** Tells the step on the lead's timeline. */
    async tell(leadId: string, detail: string): Promise<void> {
      await leads.change(leadId, () => ({ activity: [{ type: 'open_house', at: new Date().toISOString(), detail }] }));
    },
  };
}

export type OpenHouseLeads = ReturnType<typeof openHouseLeadService>;

/** 'the open house of Erie Avenue Colonial on Saturday, December 5, 2026, 1:00 PM – 3:00 PM' */
export const visitName = (openHouse: OpenHouseRecord, listing: Pick<Property, 'title'>) =>
  `the open house of ${listing.title} on ${formatOpenHouseWhen(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)}`;
