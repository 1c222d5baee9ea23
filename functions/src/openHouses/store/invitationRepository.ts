import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { OPEN_HOUSE_LIMITS, type OpenHouseInvitation } from '@estate/domain';
import { isDocumentId, toIsoString } from '../../platform';
import { emailKey, INVITATIONS, openHouseRef } from './openHouseDocuments';

export interface Invitee {
  email: string;
  name?: string;
  leadId?: string;
}

export type InviteOutcome =
  /** The new invitations; those invited before are left as they were. */
  | { kind: 'invited'; invitations: OpenHouseInvitation[] }
  /** No such open house. */
  | { kind: 'gone' }
  /** Past OPEN_HOUSE_LIMITS.invitationsPerOpenHouse: none was recorded; `left` more may still be sent. */
  | { kind: 'overLimit'; left: number };

export interface InvitationRepository {
  /**
   * Records the invitations of those not invited yet (one per email), in a transaction over the
   * open house's count, so the limit holds however many invite at once.
   */
  invite(openHouseId: string, invitees: Invitee[]): Promise<InviteOutcome>;
  get(openHouseId: string, id: string): Promise<OpenHouseInvitation | undefined>;
  list(openHouseId: string): Promise<OpenHouseInvitation[]>;
}

const toInvitation = (id: string, data: FirebaseFirestore.DocumentData): OpenHouseInvitation => ({
  id,
  email: String(data.email),
  ...(typeof data.name === 'string' ? { name: data.name } : {}),
  ...(typeof data.leadId === 'string' ? { leadId: data.leadId } : {}),
  sentAt: toIsoString(data.sentAt),
});

export function firestoreInvitationRepository(db: Firestore): InvitationRepository {
  return {
    async invite(openHouseId, invitees) {
      if (!isDocumentId(openHouseId)) return { kind: 'gone' };
      const house = openHouseRef(db, openHouseId);
      // The first of the same address (any case) is the one invited.
      const byEmail = new Map<string, Invitee>();
      for (const invitee of invitees) if (!byEmail.has(emailKey(invitee.email))) byEmail.set(emailKey(invitee.email), invitee);
      const refs = [...byEmail.keys()].map((id) => house.collection(INVITATIONS).doc(id));
      return db.runTransaction(async (transaction): Promise<InviteOutcome> => {
        const [doc, ...existing] = await transaction.getAll(house, ...refs);
        if (!doc?.exists) return { kind: 'gone' };
        const fresh = refs.filter((_, index) => !existing[index]?.exists);
        const sent = Number(doc.get('invitations') ?? 0);
        if (sent + fresh.length > OPEN_HOUSE_LIMITS.invitationsPerOpenHouse) {
          return { kind: 'overLimit', left: Math.max(0, OPEN_HOUSE_LIMITS.invitationsPerOpenHouse - sent) };
        }
        const sentAt = Timestamp.now();
        const created = fresh.map((ref) => {
          const { email, name, leadId } = byEmail.get(ref.id)!;
          const data = { email, guestKey: ref.id, ...(name ? { name } : {}), ...(leadId ? { leadId } : {}), sentAt };
          transaction.create(ref, data);
          return toInvitation(ref.id, data);
        });
        if (created.length > 0) transaction.update(house, { invitations: FieldValue.increment(created.length) });
        return { kind: 'invited', invitations: created };
      });
    },

    async get(openHouseId, id) {
      if (!isDocumentId(openHouseId) || !isDocumentId(id)) return undefined;
      const doc = await openHouseRef(db, openHouseId).collection(INVITATIONS).doc(id).get();
      return doc.exists ? toInvitation(doc.id, doc.data()!) : undefined;
    },

    async list(openHouseId) {
      if (!isDocumentId(openHouseId)) return [];
      const snapshot = await openHouseRef(db, openHouseId).collection(INVITATIONS).orderBy('sentAt', 'desc').get();
      return snapshot.docs.map((doc) => toInvitation(doc.id, doc.data()));
    },
  };
}
