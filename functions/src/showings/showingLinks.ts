import { SHOWING_MANAGE_PATH, type ShowingSide } from '@estate/domain';
import { hasExactly, isDocumentId, signedLinks, type SignedLinks } from '../platform';

/** What a manage link names: the booking, and whose link it is. */
export interface ManageTicket {
  showingId: string;
  side: ShowingSide;
}

const isTicket = (value: unknown): value is ManageTicket =>
  hasExactly(value, {
    showingId: (id) => typeof id === 'string' && isDocumentId(id),
    side: (side) => side === 'visitor' || side === 'agent',
  });

/**
 * The manage links of showing emails (docs/product/showings.md#showings): signed for this purpose alone, with
 * no expiry (the booking's own time closes changes 2 hours before it starts) and no email in them.
 */
export type ManageTickets = SignedLinks<ManageTicket>;

export const manageTickets = (secret: () => string): ManageTickets =>
  signedLinks(secret, { purpose: 'showing-manage/v1', version: 's1', isPayload: isTicket });

/** The manage page's address for one side of a booking. */
export const manageUrl = (tickets: ManageTickets, siteOrigin: string, ticket: ManageTicket) =>
  `${siteOrigin}${SHOWING_MANAGE_PATH}?token=${encodeURIComponent(tickets.sign(ticket))}`;
