import {
  clientReader,
  gateListing,
  isListingVisible,
  isPrivateListing,
  LISTING_ACCESS_STATUSES,
  LISTING_VIEWS_SHOWN,
  listingFor,
  PRIVATE_LISTING_TEXTS,
  type ListingReader,
  type ListingAccess,
  type ListingAccessPanel,
  type PrivateListingRefusal,
  type PrivateListingSummary,
  type Property,
  type Role,
} from '@estate/domain';
import type { ClientRepository } from '../clients';
import type { ListingRepository } from '../listings';
import { conflict, forbidden, isDocumentId, type MailOutbox, notFound, signInFirst } from '../platform';
import { accessAnswerMail } from './accessAnswerMail';
import { accessRequestMail } from './accessRequestMail';
import type { ListingAccessRepository } from './listingAccessRepository';
import type { PrivateViewRepository } from './privateViewRepository';

export interface PrivateListingDeps {
  properties: Pick<ListingRepository, 'find' | 'listPrivate'>;
  access: ListingAccessRepository;
  views: PrivateViewRepository;
  clients: Pick<ClientRepository, 'get'>;
  /** Where a new request's email to the listing's agent is queued (onMailQueued sends it). */
  outbox: Pick<MailOutbox, 'queue'>;
  /** A staff member's email, for the listing's agent. */
  staffEmail: (uid: string) => Promise<string | undefined>;
  /** Who hears of a request for a listing without an agent: the lead alert recipients (Settings). */
  alertRecipients: () => Promise<string[]>;
  siteOrigin: string;
}

export interface StaffMember {
  uid: string;
  role: Role;
}

/** What a client's call answers: the listing, or why not (403). */
export type PrivateListingAnswer = { listing: Property } | { refused: PrivateListingRefusal };

const PROPERTY_NOT_FOUND = 'Property not found';
/** Why a client who is not invited is refused, by where their request stands. */
const REFUSALS = {
  none: PRIVATE_LISTING_TEXTS.refused,
  requested: PRIVATE_LISTING_TEXTS.requested,
  declined: PRIVATE_LISTING_TEXTS.declined,
} as const;
const statusOrder = (access: ListingAccess) => LISTING_ACCESS_STATUSES.indexOf(access.status);

/**
 * docs/product/private-collection.md#private-collection: what a client may see of private listings (each view
 * recorded), their requests to see invited-only ones, and the listing agent's answers.
 */
export function privateListingService({
  properties,
  access,
  views,
  clients,
  outbox,
  staffEmail,
  alertRecipients,
  siteOrigin,
}: PrivateListingDeps) {
  /** A listing on the site (withdrawn, expired and canceled ones are nobody's to see). */
  const onSite = async (id: string) => {
    const property = await properties.find(id);
    if (!property || !isListingVisible(property.StandardStatus)) throw notFound(PROPERTY_NOT_FOUND);
    return property;
  };
  const client = async (uid: string) => (await clients.get(uid)) ?? Promise.reject(signInFirst());
  /** Who the client is to the listing gate: the private listings they were invited to, as of now. */
  const readerFor = async (uid: string): Promise<ListingReader> => clientReader(uid, await access.approvedFor(uid));

  /** Queues the client's email about the agent's answer, once per answer. */
  const tell = (decided: ListingAccess, property: Property) =>
    outbox.queue(accessAnswerMail(decided, property, siteOrigin), `access-answer-${decided.uid}-${property.id}-${decided.decidedAt}`);

  /** The listing, when `staff` is its agent or an admin. */
  const managed = async (staff: StaffMember, id: string) => {
    const property = await properties.find(id);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    if (staff.role !== 'admin' && property.ListAgentKey !== staff.uid) throw forbidden(PRIVATE_LISTING_TEXTS.notYourListing);
    return property;
  };

  return {
    /** A listing for a signed-in client: a private one is recorded as viewed, or refused with where their request stands. */
    async detail(uid: string, id: string): Promise<PrivateListingAnswer> {
      const property = await onSite(id);
      const granted = isPrivateListing(property) ? await access.get(uid, id) : undefined;
      const gated = gateListing(property, clientReader(uid, granted?.status === 'approved' ? [id] : []));
      if (gated.shown === 'none') throw notFound(PROPERTY_NOT_FOUND);
      if (gated.shown === 'whole') {
        if (isPrivateListing(property)) await views.record({ propertyId: id, uid, email: (await client(uid)).email });
        return { listing: gated.listing };
      }
      await client(uid);
      const standing = granted?.status === 'requested' || granted?.status === 'declined' ? granted.status : 'none';
      return {
        refused: { message: REFUSALS[standing], mayRequest: !granted, ...(granted ? { request: granted.status } : {}) },
      };
    },

    readerFor,

    /** The listing as this client may see it (a private one only when they may), without recording a view: their favourites. */
    async visibleTo(uid: string, id: string): Promise<Property | undefined> {
      const property = await properties.find(id);
      if (!property) return undefined;
      const granted = isPrivateListing(property) ? await access.get(uid, id) : undefined;
      return listingFor(property, clientReader(uid, granted?.status === 'approved' ? [id] : [])) ?? undefined;
    },

    /** The private listings on the market the client may see, newest first (their search's "Private collection"). */
    async listFor(uid: string): Promise<Property[]> {
      const [candidates, reader] = await Promise.all([properties.listPrivate(), readerFor(uid)]);
      return candidates.flatMap((property) => listingFor(property, reader) ?? []);
    },

    /**
     * Asks the listing's agent (by an email queued, never sent in the request) to let the client
     * see it; asking again answers the request as it stands.
     */
    async request(uid: string, id: string): Promise<{ access: ListingAccess; created: boolean }> {
      const property = await onSite(id);
      if (!isPrivateListing(property)) throw conflict(PRIVATE_LISTING_TEXTS.notPrivate);
      if (property.visibility === 'clients') throw conflict(PRIVATE_LISTING_TEXTS.alreadyVisible);
      const account = await client(uid);
      const requested = await access.request(uid, account.email, id);
      if (requested.access.status === 'approved') throw conflict(PRIVATE_LISTING_TEXTS.alreadyVisible);
      if (requested.access.status === 'declined') throw conflict(PRIVATE_LISTING_TEXTS.declined);
      if (requested.created) {
        const agent = property.ListAgentKey ? await staffEmail(property.ListAgentKey) : undefined;
        const to = agent ? [agent] : await alertRecipients();
        // Keyed by client and listing: a retried request queues its email once.
        await outbox.queue(accessRequestMail(requested.access, property, to, siteOrigin), `access-request-${uid}-${id}`);
      }
      return requested;
    },

    /** The dashboard's list: the private listings `staff` manages (an admin: all), with the requests waiting on each. */
    async managedBy(staff: StaffMember): Promise<PrivateListingSummary[]> {
      const [listings, open] = await Promise.all([properties.listPrivate(), access.open()]);
      return listings
        .filter((property) => staff.role === 'admin' || property.ListAgentKey === staff.uid)
        .map((listing) => ({ listing, openRequests: open.filter((request) => request.propertyId === listing.id).length }));
    },

    /** Who asked, who may see, who was refused, and the latest views. */
    async panel(staff: StaffMember, id: string): Promise<ListingAccessPanel> {
      await managed(staff, id);
      const [all, seen] = await Promise.all([access.ofListing(id), views.ofListing(id, LISTING_VIEWS_SHOWN)]);
      return { access: [...all].sort((a, b) => statusOrder(a) - statusOrder(b)), views: seen };
    },

    /** Approves the client's request, or invites a client who never asked. */
    async approve(staff: StaffMember, id: string, clientUid: string): Promise<ListingAccess> {
      const property = await managed(staff, id);
      const account = isDocumentId(clientUid) ? await clients.get(clientUid) : undefined;
      if (!account) throw notFound(PRIVATE_LISTING_TEXTS.clientNotFound);
      const before = await access.get(clientUid, id);
      const decided = await access.decide(clientUid, account.email, id, 'approved', staff.uid);
      if (before?.status !== 'approved') await tell(decided, property);
      return decided;
    },

    /** Declines the client's request, or revokes their invitation. */
    async decline(staff: StaffMember, id: string, clientUid: string): Promise<ListingAccess> {
      const property = await managed(staff, id);
      const current = isDocumentId(clientUid) ? await access.get(clientUid, id) : undefined;
      if (!current) throw notFound(PRIVATE_LISTING_TEXTS.noAccess);
      const decided = await access.decide(clientUid, current.email, id, 'declined', staff.uid);
      // A request is answered by email; a revoked invitation is not announced.
      if (current.status === 'requested') await tell(decided, property);
      return decided;
    },
  };
}

export type PrivateListingService = ReturnType<typeof privateListingService>;
