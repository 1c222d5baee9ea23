import { FieldValue, type DocumentData, type Firestore, type UpdateData } from 'firebase-admin/firestore';
import type { LeadActivity, LeadDelivery, LeadMail, LeadMailDelivery } from '@estate/domain';
import { LEADS } from './leadDocuments';

/**
 * Where each of a lead's emails stands (`delivery`), as the mail outbox's sender records it through
 * the lead's mail writer (mail/leadMailWriter.ts); the lead's details show it.
 */
export interface LeadDeliveryRepository {
  /**
   * Records where one of the lead's emails stands (sent or failed also in the timeline). False
   * when the lead is gone, or when a later assignment queued its email anew (`queuedAt` differs):
   * that one is recorded by the try that sends it.
   */
  recordDelivery(id: string, mail: LeadMail, delivery: LeadMailDelivery): Promise<boolean>;
  /** Removes a queued email that has nobody to go to any more (an assignee taken away), unless queued anew since. */
  withdrawDelivery(id: string, mail: LeadMail, queuedAt: string | undefined): Promise<void>;
}

export function firestoreLeadDeliveryRepository(db: Firestore): LeadDeliveryRepository {
  const leads = db.collection(LEADS);

  /**
   * Writes `fields` to a lead if it is there and its `mail` is still the one queued at `queuedAt`
   * (undefined for a new lead's emails). Fields under `delivery.<mail>` (the mails' names are plain
   * words) are merged, so the other emails' states are left as they are.
   */
  async function updateQueuedMail(id: string, mail: LeadMail, queuedAt: string | undefined, fields: UpdateData<DocumentData>) {
    const ref = leads.doc(id);
    return db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists || (doc.get('delivery') as LeadDelivery | undefined)?.[mail]?.queuedAt !== queuedAt) return false;
      transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
  }

  return {
    async recordDelivery(id, mail, delivery) {
      const final: LeadActivity | undefined =
        delivery.state === 'sent'
          ? { type: 'email_sent', at: delivery.sentAt ?? new Date().toISOString(), mail }
          : delivery.state === 'failed'
            ? { type: 'email_failed', at: new Date().toISOString(), mail, detail: delivery.lastError ?? '' }
            : undefined;
      return updateQueuedMail(id, mail, delivery.queuedAt, {
        [`delivery.${mail}`]: delivery,
        ...(final ? { activity: FieldValue.arrayUnion(final) } : {}),
      });
    },

    async withdrawDelivery(id, mail, queuedAt) {
      await updateQueuedMail(id, mail, queuedAt, { [`delivery.${mail}`]: FieldValue.delete() });
    },
  };
}
