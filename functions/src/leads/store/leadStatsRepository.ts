import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { isLeadStatus, LEAD_STATUSES, NEW_LEAD_STATUS, type LeadStatus, type LeadSource } from '@estate/domain';
import { toIsoString } from '../../platform';
import { LEADS, type LeadTimes } from './leadDocuments';

/** What the Overview's figures count and read. */
export interface LeadStatsRepository {
  /**
   * What the Overview's figures read of each lead received since `since`: its source, status and
   * times; with `owner`, of that staff member's leads only (the figures an agent sees).
   */
  receivedSince(since: Date, owner?: string): Promise<LeadTimes[]>;
  /** How many leads (of `owner` only, when given) stand at each status. */
  countByStatus(owner?: string): Promise<Record<LeadStatus, number>>;
  /** How many New leads (of `owner` only, when given) were received before `before`. */
  countNewBefore(before: Date, owner?: string): Promise<number>;
}

export function firestoreLeadStatsRepository(db: Firestore): LeadStatsRepository {
  const leads = db.collection(LEADS);

  /** The leads of one staff member, or all of them. */
  const ownedBy = (owner: string | undefined): Query => (owner === undefined ? leads : leads.where('ownerId', '==', owner));

  return {
    async receivedSince(since, owner) {
      const snapshot = await ownedBy(owner)
        .where('createdAt', '>=', Timestamp.fromDate(since))
        .select('source', 'status', 'createdAt', 'firstResponseAt')
        .get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        source: doc.get('source') as LeadSource,
        status: isLeadStatus(doc.get('status')) ? (doc.get('status') as LeadStatus) : NEW_LEAD_STATUS,
        createdAt: toIsoString(doc.get('createdAt')),
        ...(doc.get('firstResponseAt') ? { firstResponseAt: toIsoString(doc.get('firstResponseAt')) } : {}),
      }));
    },

    async countByStatus(owner) {
      const counts = await Promise.all(
        LEAD_STATUSES.map(async (status) => (await ownedBy(owner).where('status', '==', status).count().get()).data().count),
      );
      return Object.fromEntries(LEAD_STATUSES.map((status, index) => [status, counts[index]!])) as Record<LeadStatus, number>;
    },

    async countNewBefore(before, owner) {
      const query = ownedBy(owner).where('status', '==', NEW_LEAD_STATUS).where('createdAt', '<', Timestamp.fromDate(before));
      return (await query.count().get()).data().count;
    },
  };
}
