import { OPEN_HOUSE_TEXTS, VISITOR_EMAIL_LIMIT_REASON, type CheckInAnswer, type CheckInInput, type GuestOpenHouse } from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';
import type { ListingRepository } from '../listings';
import { conflict, forbidden, notFound, unauthorized, type VisitorMailbox } from '../platform';
import type { StaffMember } from './openHouseAccess';
import { type OpenHouseLeads, visitName } from './openHouseLeadService';
import type { OpenHouseLinks } from './openHouseLinks';
import { openHouseDetails } from './publicOpenHouseService';
import { requestKey } from './rsvpService';
import type { CheckInRepository } from './store/checkInRepository';
import type { OpenHouseRepository } from './store/openHouseRepository';

export interface CheckInServiceDeps {
  openHouses: Pick<OpenHouseRepository, 'get'>;
  checkIns: CheckInRepository;
  properties: Pick<ListingRepository, 'find'>;
  leads: OpenHouseLeads;
  links: Pick<OpenHouseLinks, 'door'>;
  feedback: Pick<FeedbackRequests, 'request'>;
  /** The daily cap per mailbox that the feedback email to the address typed at the door counts against. */
  mailboxes: Pick<VisitorMailbox, 'take'>;
  now?: () => Date;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * docs/product/open-houses.md#open-houses: check-in at the door, on the host's tablet (a staff session) or on
 * a visitor's phone (the door's signed code). Each check-in carries the device's idempotency key
 * and is stored once under it: a check-in kept offline and sent again makes one lead and one
 * attendance. It joins the person's lead for this open house, marks their RSVP attended, and,
 * when they agree to be followed up, asks for their feedback once the open house has ended: an
 * email to an address nobody has verified, so past its mailbox's daily share the check-in is
 * stored without it, and its lead says why.
 */
export function checkInService({
  openHouses,
  checkIns,
  properties,
  leads,
  links,
  feedback,
  mailboxes,
  now = () => new Date(),
}: CheckInServiceDeps) {
  /** The door's code must name this open house and be in time; a staff session needs none. */
  function checkDoor(id: string, staff: StaffMember | undefined, door: string | undefined) {
    if (staff) return;
    if (!door) throw unauthorized(OPEN_HOUSE_TEXTS.doorRequired);
    if (links.door.verify(door, now())?.openHouseId !== id) throw forbidden(OPEN_HOUSE_TEXTS.invalidDoor);
  }

  async function checkedInto(id: string) {
    const openHouse = await openHouses.get(id);
    const listing = openHouse ? await properties.find(openHouse.ListingKey) : null;
    if (!openHouse || !listing) throw notFound(OPEN_HOUSE_TEXTS.notFound);
    if (openHouse.OpenHouseStatus === 'Cancelled') throw conflict(OPEN_HOUSE_TEXTS.cancelled);
    return { openHouse, listing };
  }

  return {
    /** Lets in the host's tablet (a staff session) or a visitor's phone with this open house's door code: 401 or 403 otherwise. */
    admit: checkDoor,

    /** What the check-in page shows above its form (the visitor's phone reaches it with the door's code). */
    async door(id: string, staff: StaffMember | undefined, door: string | undefined): Promise<GuestOpenHouse> {
      checkDoor(id, staff, door);
      const { openHouse, listing } = await checkedInto(id);
      // The visitor is at the door: an invitation-only open house's time and place are no secret to them.
      return openHouseDetails(openHouse, listing);
    },

    /** 201 for a new check-in, 200 with the same answer for one sent again under the same key. */
    async checkIn(
      id: string,
      input: CheckInInput,
      key: string | undefined,
      staff: StaffMember | undefined,
    ): Promise<{ answer: CheckInAnswer; created: boolean }> {
      const hashedKey = requestKey(key);
      checkDoor(id, staff, input.door);
      const { openHouse, listing } = await checkedInto(id);
      const guest = { name: input.name, email: input.email, phone: input.phone };
      const leadId =
        (await checkIns.leadOf(id, input.email)) ??
        (await leads.join(openHouse, listing, guest, `Checked in at ${visitName(openHouse, listing)}.`));
      const stored = await checkIns.checkIn(id, hashedKey, {
        ...guest,
        workingWithAgent: input.workingWithAgent,
        followUpConsent: input.followUpConsent,
        leadId,
      });
      if (stored === 'gone') throw notFound(OPEN_HOUSE_TEXTS.notFound);
      if (stored === 'keyReused') throw conflict(OPEN_HOUSE_TEXTS.keyReused);
      const { checkIn, created } = stored;
      if (created) {
        const asked = input.followUpConsent && (await mailboxes.take(input.email));
        const withheld = input.followUpConsent && !asked ? ` No feedback email: ${VISITOR_EMAIL_LIMIT_REASON}.` : '';
        await leads.tell(
          checkIn.leadId,
          `Checked in at ${visitName(openHouse, listing)} (working with an agent: ${yesNo(input.workingWithAgent)}; follow-up: ${yesNo(input.followUpConsent)}).${withheld}`,
        );
        if (asked) {
          await feedback.request({
            visit: { kind: 'openHouse', id },
            listingId: listing.id,
            listingTitle: listing.title,
            leadId: checkIn.leadId,
            name: input.name,
            email: input.email,
            endsAt: new Date(openHouse.OpenHouseEndTime),
          });
        }
      }
      return {
        answer: { id: checkIn.id, leadId: checkIn.leadId, rsvp: checkIn.rsvp, message: OPEN_HOUSE_TEXTS.checkedIn(input.name) },
        created,
      };
    },
  };
}

export type CheckInService = ReturnType<typeof checkInService>;
