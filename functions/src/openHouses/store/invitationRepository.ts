import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { OPEN_HOUSE_LIMITS, OPEN_HOUSE_TEXTS, type OpenHouseInvitation } from '@estate/domain';
import { HttpError, isDocumentId, toIsoString } from '../../platform';
import { emailKey, INVITATIONS, openHouseRef } from './openHouseDocuments';

export interface Invitee {
  email: string;
  name?: string;
  leadId?: string;
}

export interface InvitationRepository {
  /**
   * Records the invitations of those not invited yet (one per email), in a transaction over the
   * open house's count: past OPEN_HOUSE_LIMITS.invitationsPerOpenHouse, none is recorded (400).
   * Answers the new ones; those invited before are left as they were.
   */
  invite(openHouseId: string, invitees: Invitee[]): Promise<OpenHouseInvitation[]>;
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
      if (!isDocumentId(openHouseId)) throw new HttpError(404, OPEN_HOUSE_TEXTS.notFound);
      const house = openHouseRef(db, openHouseId);
      // The first of the same address (any case) is the one invited.
      const byEmail = new Map<string, Invitee>();
      for (const invitee of invitees) if (!byEmail.has(emailKey(invitee.email))) byEmail.set(emailKey(invitee.email), invitee);
      const refs = [...byEmail.keys()].map((id) => house.collection(INVITATIONS).doc(id));
      return db.runTransaction(async (transaction) => {
        const [doc, ...existing] = await transaction.getAll(house, ...refs);
        if (!doc?.exists) throw new HttpError(404, OPEN_HOUSE_TEXTS.notFound);
        const fresh = refs.filter((_, index) => !existing[index]?.exists);
        const sent = Number(doc.get('invitations') ?? 0);
        if (sent + fresh.length > OPEN_HOUSE_LIMITS.invitationsPerOpenHouse) {
          throw new HttpError(400, OPEN_HOUSE_TEXTS.invitationLimit(Math.max(0, OPEN_HOUSE_LIMITS.invitationsPerOpenHouse - sent)));
        }
        const sentAt = Timestamp.now();
        const created = fresh.map((ref) => {
          const { email, name, leadId } = byEmail.get(ref.id)!;
          const data = { email, guestKey: ref.id, ...(name ? { name } : {}), ...(leadId ? { leadId } : {}), sentAt };
          transaction.create(ref, data);
          return toInvitation(ref.id, data);
        });
        if (created.length > 0) transaction.update(house, { invitations: FieldValue.increment(created.length) });
        return created;
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
