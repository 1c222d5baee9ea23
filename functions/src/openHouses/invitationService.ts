import {
  isInvitationOnly,
  OPEN_HOUSE_TEXTS,
  type InvitationInput,
  type OpenHouseInvitation,
  type OpenHouseInvitationView,
} from '@estate/domain';
import { maySeeLead, type LeadRepository } from '../leads';
import type { ListingRepository } from '../listings';
import { badRequest, conflict, type MailOutbox, notFound } from '../platform';
import { invitationMail } from './mail/invitationMail';
import { managedOpenHouse, statusAt, type StaffMember } from './openHouseAccess';
import { openHouseUrls, type OpenHouseLinks } from './openHouseLinks';
import { openHouseDetails } from './publicOpenHouseService';
import type { InvitationRepository, Invitee } from './store/invitationRepository';
import type { OpenHouseRepository } from './store/openHouseRepository';

export interface InvitationServiceDeps {
  openHouses: Pick<OpenHouseRepository, 'get'>;
  invitations: InvitationRepository;
  properties: Pick<ListingRepository, 'find'>;
  leads: Pick<LeadRepository, 'get'>;
  outbox: Pick<MailOutbox, 'queue'>;
  links: Pick<OpenHouseLinks, 'invitation'>;
  siteOrigin: string;
  now?: () => Date;
}

/** What a send answers: the invitations made now, and how many of those asked were invited already. */
export interface InvitationsSent {
  sent: OpenHouseInvitation[];
  alreadyInvited: number;
}

/**
 * docs/product/open-houses.md#open-houses: invitations to an open house by invitation only. Its manager picks
 * leads (those they may see) and types emails (clients, anyone); each new invitee gets one email
 * with their signed link, which alone lets them see the time and address and RSVP.
 */
export function invitationService({
  openHouses,
  invitations,
  properties,
  leads,
  outbox,
  links,
  siteOrigin,
  now = () => new Date(),
}: InvitationServiceDeps) {
  const managed = managedOpenHouse(openHouses, properties);
  const urls = openHouseUrls(siteOrigin);

  /** The chosen leads as invitees: each must be one the staff member may see. */
  async function leadInvitees(staff: StaffMember, ids: string[]): Promise<Invitee[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => leads.get(id)));
    return found.map((lead) => {
      if (!lead || !maySeeLead(staff, lead)) throw badRequest(OPEN_HOUSE_TEXTS.leadNotFound);
      return { email: lead.email, name: lead.name, leadId: lead.id };
    });
  }

  return {
    async send(staff: StaffMember, id: string, input: InvitationInput): Promise<InvitationsSent> {
      const { openHouse, listing } = await managed(staff, id);
      if (!isInvitationOnly(openHouse)) throw conflict(OPEN_HOUSE_TEXTS.notInvitationOnly);
      const status = statusAt(openHouse, now());
      if (status !== 'Active') throw conflict(status === 'Cancelled' ? OPEN_HOUSE_TEXTS.cancelled : OPEN_HOUSE_TEXTS.over);
      const invitees = [...(await leadInvitees(staff, input.leadIds)), ...input.emails.map((email) => ({ email }))];
      const outcome = await invitations.invite(id, invitees);
      if (outcome.kind === 'gone') throw notFound(OPEN_HOUSE_TEXTS.notFound);
      if (outcome.kind === 'overLimit') throw badRequest(OPEN_HOUSE_TEXTS.invitationLimit(outcome.left));
      const sent = outcome.invitations;
      const expiresAt = new Date(openHouse.OpenHouseEndTime);
      // Keyed by the invitation: a send retried after a lost answer queues each email once.
      await Promise.all(
        sent.map((invitation) => {
          const token = links.invitation.sign({ openHouseId: id, invitationId: invitation.id }, expiresAt);
          return outbox.queue(
            invitationMail(invitation, openHouse, listing, urls.invitation(id, token)),
            `open-house-invitation-${id}-${invitation.id}`,
          );
        }),
      );
      const distinct = new Set(invitees.map((invitee) => invitee.email.trim().toLowerCase())).size;
      return { sent, alreadyInvited: distinct - sent.length };
    },

    async list(staff: StaffMember, id: string): Promise<OpenHouseInvitation[]> {
      await managed(staff, id);
      return invitations.list(id);
    },

    /** What the invitation's link shows: the open house whole, and who it invites (400 for a link not valid). */
    async view(id: string, token: unknown): Promise<OpenHouseInvitationView> {
      const link = links.invitation.verify(token, now());
      const invitation = link?.openHouseId === id ? await invitations.get(id, link.invitationId) : undefined;
      const openHouse = invitation && (await openHouses.get(id));
      const listing = openHouse && (await properties.find(openHouse.ListingKey));
      if (!invitation || !openHouse || !listing) throw badRequest(OPEN_HOUSE_TEXTS.invalidInvitation);
      return {
        openHouse: openHouseDetails(openHouse, listing),
        invitee: { email: invitation.email, ...(invitation.name ? { name: invitation.name } : {}) },
      };
    },
  };
}

export type InvitationService = ReturnType<typeof invitationService>;
