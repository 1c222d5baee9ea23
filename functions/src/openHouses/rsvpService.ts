import {
  isInvitationOnly,
  OPEN_HOUSE_TEXTS,
  VISITOR_EMAIL_LIMIT_REASON,
  type OpenHouseInvitation,
  type Property,
  type RsvpAnswer,
  type RsvpInput,
  type RsvpView,
} from '@estate/domain';
import type { ListingRepository } from '../listings';
import { badRequest, conflict, forbidden, notFound, type VisitorMailbox } from '../platform';
import type { GuestNotices } from './guestNoticeService';
import { type OpenHouseLeads, visitName } from './openHouseLeadService';
import type { OpenHouseLinks } from './openHouseLinks';
import { isOpenToPublic, openHouseDetails } from './publicOpenHouseService';
import { sha256, type OpenHouseRecord } from './store/openHouseDocuments';
import type { InvitationRepository } from './store/invitationRepository';
import type { OpenHouseRepository } from './store/openHouseRepository';
import type { RsvpRepository } from './store/rsvpRepository';

export interface RsvpServiceDeps {
  openHouses: Pick<OpenHouseRepository, 'get'>;
  rsvps: RsvpRepository;
  invitations: Pick<InvitationRepository, 'get'>;
  properties: Pick<ListingRepository, 'find'>;
  leads: OpenHouseLeads;
  notify: GuestNotices;
  /** The daily cap per mailbox that a confirmation to an address typed in the form counts against. */
  mailboxes: Pick<VisitorMailbox, 'take'>;
  links: Pick<OpenHouseLinks, 'rsvp' | 'invitation'>;
  now?: () => Date;
}

/** The longest Idempotency-Key taken (as for leads). */
const MAX_KEY_LENGTH = 200;

/** The request's Idempotency-Key: required, so a retried RSVP (a lost answer, a double tap) counts once. */
export function requestKey(key: string | undefined): string {
  if (!key || key.length > MAX_KEY_LENGTH) throw badRequest(OPEN_HOUSE_TEXTS.idempotencyKey);
  return sha256(key);
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * docs/product/open-houses.md#open-houses: guests' RSVPs. A public or broker open house takes anyone's; one by
 * invitation only, the invited guest's through their link (anyone else: 403). Places are counted in
 * the reply's transaction; over the capacity a guest joins the waitlist, and when a guest cancels
 * through their link the waitlist's parties that fit are let in at once and told. A public reply's
 * confirmation goes to an address nobody has verified: past its mailbox's daily share the reply is
 * stored all the same, without the email, and its lead says why.
 */
export function rsvpService({
  openHouses,
  rsvps,
  invitations,
  properties,
  leads,
  notify,
  mailboxes,
  links,
  now = () => new Date(),
}: RsvpServiceDeps) {
  /** The open house and its listing, as a guest may reach them (404 otherwise). */
  async function reachable(id: string): Promise<{ openHouse: OpenHouseRecord; listing: Property }> {
    const openHouse = await openHouses.get(id);
    const listing = openHouse ? await properties.find(openHouse.ListingKey) : null;
    if (!openHouse || !listing) throw notFound(OPEN_HOUSE_TEXTS.notFound);
    return { openHouse, listing };
  }

  /** The invitation a token names for this open house, or a 403 with why. */
  async function invitationFor(id: string, token: string | undefined): Promise<OpenHouseInvitation> {
    if (!token) throw forbidden(OPEN_HOUSE_TEXTS.invitedOnly);
    const link = links.invitation.verify(token, now());
    const invitation = link?.openHouseId === id ? await invitations.get(id, link.invitationId) : undefined;
    if (!invitation) throw forbidden(OPEN_HOUSE_TEXTS.invalidInvitation);
    return invitation;
  }

  /** The RSVP a guest's link names. */
  async function linked(token: unknown) {
    const link = links.rsvp.verify(token, now());
    const rsvp = link && (await rsvps.get(link.openHouseId, link.rsvpId));
    if (!link || !rsvp) throw badRequest(OPEN_HOUSE_TEXTS.invalidRsvpLink);
    return { link, rsvp, ...(await reachable(link.openHouseId)) };
  }

  return {
    /** The guest's reply: 201 when stored, 200 with the same answer for the same Idempotency-Key (or, without one, the same reply). */
    async reply(id: string, input: RsvpInput, key: string | undefined): Promise<{ answer: RsvpAnswer; created: boolean }> {
      // Without an Idempotency-Key, the reply itself names the request: the same reply sent again counts once.
      const hashedKey = requestKey(
        key ?? `reply:${JSON.stringify([input.email.trim().toLowerCase(), input.name, input.phone, input.partySize])}`,
      );
      const { openHouse, listing } = await reachable(id);
      const invitation = isInvitationOnly(openHouse) ? await invitationFor(id, input.invitation) : undefined;
      // An invited guest's place goes to the invited address; a public one is public on a listing everyone may see.
      if (!invitation && !isOpenToPublic(listing)) throw notFound(OPEN_HOUSE_TEXTS.notFound);
      const guest = { name: input.name, email: invitation?.email ?? input.email, phone: input.phone };
      const leadId = invitation?.leadId ?? (await leads.join(openHouse, listing, guest, `RSVP to ${visitName(openHouse, listing)}.`));
      const outcome = await rsvps.reply(
        id,
        { ...guest, partySize: input.partySize, leadId, requestKey: hashedKey, ...(invitation ? { invitationId: invitation.id } : {}) },
        now(),
      );
      if (outcome.kind === 'gone') throw notFound(OPEN_HOUSE_TEXTS.notFound);
      if (outcome.kind === 'alreadyReplied') throw conflict(OPEN_HOUSE_TEXTS.alreadyReplied);
      if (outcome.kind === 'closed') throw conflict(OPEN_HOUSE_TEXTS[outcome.because]);
      const { rsvp } = outcome;
      const status = rsvp.status === 'waitlisted' ? 'waitlisted' : 'going';
      if (outcome.kind === 'created') {
        // An invited guest's address is the invitation's, which its link (mailed there) proves.
        const mailed = invitation !== undefined || (await mailboxes.take(rsvp.email));
        if (mailed) await notify(status, [rsvp], outcome.openHouse, listing);
        const state = status === 'going' ? 'going' : 'on the waitlist';
        const withheld = mailed ? '' : ` No confirmation email: ${VISITOR_EMAIL_LIMIT_REASON}.`;
        await leads.tell(leadId, `RSVP ${state}, party of ${people(rsvp.partySize)}, to ${visitName(openHouse, listing)}.${withheld}`);
      }
      const message = status === 'going' ? OPEN_HOUSE_TEXTS.going(rsvp.email) : OPEN_HOUSE_TEXTS.waitlisted;
      return { answer: { id: rsvp.id, status, partySize: rsvp.partySize, message }, created: outcome.kind === 'created' };
    },

    /** What the guest's link shows: their reply and the whole open house (an invited one's time and address too). */
    async view(token: unknown): Promise<RsvpView> {
      const { rsvp, openHouse, listing } = await linked(token);
      return {
        rsvp: { name: rsvp.name, email: rsvp.email, partySize: rsvp.partySize, status: rsvp.status },
        openHouse: openHouseDetails(openHouse, listing),
      };
    },

    /** Cancels through the guest's link; whoever the freed places let in off the waitlist is told. */
    async cancel(token: unknown): Promise<{ message: string }> {
      const { link, rsvp, listing } = await linked(token);
      if (rsvp.status === 'cancelled') throw conflict(OPEN_HOUSE_TEXTS.alreadyCancelled);
      const outcome = await rsvps.cancel(link.openHouseId, link.rsvpId);
      if (outcome === 'gone') throw notFound(OPEN_HOUSE_TEXTS.notFound);
      const { cancelled, promoted, openHouse } = outcome;
      if (cancelled) {
        await notify('cancelled', [cancelled], openHouse, listing);
        if (cancelled.leadId) await leads.tell(cancelled.leadId, `RSVP cancelled for ${visitName(openHouse, listing)}.`);
      }
      await notify('promoted', promoted, openHouse, listing);
      await Promise.all(
        promoted.flatMap((guest) =>
          guest.leadId ? [leads.tell(guest.leadId, `Moved from the waitlist to going for ${visitName(openHouse, listing)}.`)] : [],
        ),
      );
      return { message: OPEN_HOUSE_TEXTS.rsvpCancelled };
    },
  };
}

export type RsvpService = ReturnType<typeof rsvpService>;
