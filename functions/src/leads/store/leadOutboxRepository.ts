import { FieldValue, Timestamp, type DocumentData, type Firestore, type UpdateData } from 'firebase-admin/firestore';
import { LEAD_MAILS, type LeadActivity, type LeadDelivery, type LeadMail, type LeadMailDelivery } from '@estate/domain';
import { LEADS, NOT_FOUND, hasCode } from './leadDocuments';

/** The lead emails' outbox: each email's delivery state and when the sweep tries again. */
export interface LeadOutboxRepository {
  /**
   * After a try of the lead's emails: `retryAt` is when the scheduled sweep should try again
   * (`mailRetryAt`). Without it, the sweep stops coming once no email of the lead is queued any
   * more; while one still is (another invocation sends it), it keeps its time.
   */
  settleMailRetry(id: string, retryAt?: Date): Promise<void>;
  /** Leads whose emails are due for another try, oldest first, at most `limit`. */
  dueForMailRetry(now: Date, limit: number): Promise<string[]>;
  /**
   * Records where one of the lead's emails stands (sent or failed also in the timeline). False
   * when the lead is gone, or when a later assignment queued its email anew (`queuedAt` differs):
   * that one is recorded by the try that sends it.
   */
  recordDelivery(id: string, mail: LeadMail, delivery: LeadMailDelivery): Promise<boolean>;
  /** Removes a queued email that has nobody to go to any more (an assignee taken away), unless queued anew since. */
  withdrawDelivery(id: string, mail: LeadMail, queuedAt: string | undefined): Promise<void>;
}

export function firestoreLeadOutboxRepository(db: Firestore): LeadOutboxRepository {
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
    async settleMailRetry(id, retryAt) {
      if (retryAt) {
        try {
          await leads.doc(id).update({ mailRetryAt: Timestamp.fromDate(retryAt) });
        } catch (error) {
          if (!hasCode(error, NOT_FOUND)) throw error;
        }
        return;
      }
      const ref = leads.doc(id);
      // Read and cleared together: an assignment queuing its email meanwhile keeps the sweep coming.
      await db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists || doc.get('mailRetryAt') === undefined) return;
        const delivery = (doc.get('delivery') ?? {}) as LeadDelivery;
        if (LEAD_MAILS.some((mail) => delivery[mail]?.state === 'queued')) return;
        transaction.update(ref, { mailRetryAt: FieldValue.delete() });
      });
    },

    async dueForMailRetry(now, limit) {
      const due = await leads.where('mailRetryAt', '<=', Timestamp.fromDate(now)).orderBy('mailRetryAt').select().limit(limit).get();
      return due.docs.map((doc) => doc.id);
    },

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
