import { hasExactly, isDocumentId, signedLinks, type SignedLinks } from '../platform';

/** A guest's RSVP: the link in its confirmation shows it and cancels it, until the open house ends. */
export interface RsvpLink {
  openHouseId: string;
  rsvpId: string;
}
/** An invitation to an open house by invitation only: its holder may see it and RSVP, until it ends. */
export interface InvitationLink {
  openHouseId: string;
  invitationId: string;
}
/** The door's QR code: visitors check themselves in from their phones, until a few hours after the end. */
export interface DoorLink {
  openHouseId: string;
}

export interface OpenHouseLinks {
  rsvp: SignedLinks<RsvpLink>;
  invitation: SignedLinks<InvitationLink>;
  door: SignedLinks<DoorLink>;
}

const isId = (value: unknown) => typeof value === 'string' && isDocumentId(value);

/** The open houses' signed links, each kind under its own key (LINK_SIGNING_SECRET), so none passes for another. */
export const openHouseLinks = (secret: () => string): OpenHouseLinks => ({
  rsvp: signedLinks(secret, {
    purpose: 'open-house-rsvp/v1',
    version: 'r1',
    isPayload: (value): value is RsvpLink => hasExactly(value, { openHouseId: isId, rsvpId: isId }),
  }),
  invitation: signedLinks(secret, {
    purpose: 'open-house-invitation/v1',
    version: 'i1',
    isPayload: (value): value is InvitationLink => hasExactly(value, { openHouseId: isId, invitationId: isId }),
  }),
  door: signedLinks(secret, {
    purpose: 'open-house-door/v1',
    version: 'd1',
    isPayload: (value): value is DoorLink => hasExactly(value, { openHouseId: isId }),
  }),
});

/** The pages the links open (hosting/src/app/routes.tsx). */
export const openHouseUrls = (siteOrigin: string) => ({
  page: (id: string) => `${siteOrigin}/open-houses/${encodeURIComponent(id)}`,
  rsvp: (id: string, token: string) => `${siteOrigin}/open-houses/${encodeURIComponent(id)}/rsvp?token=${encodeURIComponent(token)}`,
  invitation: (id: string, token: string) =>
    `${siteOrigin}/open-houses/${encodeURIComponent(id)}/invitation?token=${encodeURIComponent(token)}`,
  checkIn: (id: string, token?: string) =>
    `${siteOrigin}/open-houses/${encodeURIComponent(id)}/check-in${token ? `?door=${encodeURIComponent(token)}` : ''}`,
  dashboard: (id: string) => `${siteOrigin}/admin/open-houses?openHouse=${encodeURIComponent(id)}`,
});
