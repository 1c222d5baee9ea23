import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Cma, CmaReport, IsoDate, Lead } from '@estate/domain';
import type { LeadChange, LeadRecords, LeadWriteRepository } from '../leads';
import { isDocumentId } from '../platform';

/** cmas/{id}: the agents' CMAs (docs/product/cma.md), each with its report once published. Closed to clients (firestore.rules). */
export const CMAS = 'cmas';

/** A CMA as stored: the answer's fields (times as ISO 8601), and once published its token and report; the day its owner was last recorded visiting. */
export interface StoredCma extends Omit<Cma, 'link' | 'pdfLink'> {
  token?: string;
  report?: CmaReport;
  lastVisitDay?: IsoDate;
}

export type CmaChoices = Pick<StoredCma, 'home' | 'comparables' | 'competition' | 'note' | 'updatedAt'>;

/** What a list reads: everything but the report. */
const SUMMARY_FIELDS = [
  'leadId',
  'createdBy',
  'createdAt',
  'updatedAt',
  'status',
  'home',
  'comparables',
  'competition',
  'note',
  'publishedAt',
  'token',
];
/** The most CMAs a list answers, newest first. */
export const CMA_LIST_MAX = 100;

/** The lead's side of a write: `decide` as LeadWriteRepository.changeWithin takes it (it may throw to refuse). */
export interface LeadSide {
  id: string;
  decide: (lead: Lead) => LeadChange | undefined;
}

/** A lead's CMAs are its records (LeadRecords): deleted with it, erased with its person's data, in their export. */
export interface CmaRepository extends LeadRecords {
  newId(): string;
  create(cma: StoredCma): Promise<void>;
  get(id: string): Promise<StoredCma | undefined>;
  saveChoices(id: string, choices: CmaChoices): Promise<void>;
  /** Stores the report, and the lead's copy and timeline entry with it (one transaction); the lead may be gone since. */
  publish(id: string, published: Required<Pick<StoredCma, 'report' | 'publishedAt' | 'token'>>, lead?: LeadSide): Promise<void>;
  /** A lead's CMAs, newest first. */
  byLead(leadId: string): Promise<StoredCma[]>;
  /** A staff member's CMAs, newest first, at most CMA_LIST_MAX. */
  byCreator(uid: string): Promise<StoredCma[]>;
  /**
   * The owner opened the CMA on `day`: the first time that day, what `decide` makes of its lead
   * and the day, in one transaction; nothing when `decide` changes nothing. True when recorded.
   */
  recordVisit(id: string, day: IsoDate, decide: LeadSide['decide']): Promise<boolean>;
}

const cmaOf = (id: string, data: DocumentData): StoredCma => ({ ...(data as Omit<StoredCma, 'id'>), id });
const newestFirst = (a: StoredCma, b: StoredCma) => b.createdAt.localeCompare(a.createdAt);

export function firestoreCmaRepository(db: Firestore, leads: Pick<LeadWriteRepository, 'changeWithin'>): CmaRepository {
  const cmas = db.collection(CMAS);

  /** The CMAs of these leads, `in` 30 ids a query (Firestore's most). */
  const ofLeads = async (leadIds: string[]) => {
    const ids = [...new Set(leadIds)];
    const chunks = Array.from({ length: Math.ceil(ids.length / 30) }, (_, n) => ids.slice(n * 30, n * 30 + 30));
    return (await Promise.all(chunks.map((chunk) => cmas.where('leadId', 'in', chunk).get()))).flatMap(({ docs }) => docs);
  };

  return {
    name: 'cmas',

    async recordsOf(leadIds) {
      const records = new Map<string, StoredCma[]>();
      for (const doc of await ofLeads(leadIds)) {
        const cma = cmaOf(doc.id, doc.data());
        records.set(cma.leadId!, [...(records.get(cma.leadId!) ?? []), cma]);
      }
      return records;
    },

    async forget(leadIds) {
      const writer = db.bulkWriter();
      for (const doc of await ofLeads(leadIds)) void writer.delete(doc.ref);
      await writer.close();
    },

    newId: () => cmas.doc().id,

    async create({ id, ...cma }) {
      await cmas.doc(id).create(cma);
    },

    async get(id) {
      if (!isDocumentId(id)) return undefined;
      const doc = await cmas.doc(id).get();
      return doc.exists ? cmaOf(doc.id, doc.data()!) : undefined;
    },

    async saveChoices(id, choices) {
      await cmas.doc(id).update({ ...choices });
    },

    async publish(id, published, lead) {
      await db.runTransaction(async (transaction) => {
        // The lead's read first: a transaction's reads come before its writes.
        if (lead) await leads.changeWithin(transaction, lead.id, lead.decide);
        transaction.update(cmas.doc(id), { ...published, status: 'published', updatedAt: published.publishedAt });
      });
    },

    async byLead(leadId) {
      const snapshot = await cmas
        .where('leadId', '==', leadId)
        .select(...SUMMARY_FIELDS)
        .limit(CMA_LIST_MAX)
        .get();
      return snapshot.docs.map((doc) => cmaOf(doc.id, doc.data())).sort(newestFirst);
    },

    async byCreator(uid) {
      const snapshot = await cmas
        .where('createdBy', '==', uid)
        .orderBy('createdAt', 'desc')
        .select(...SUMMARY_FIELDS)
        .limit(CMA_LIST_MAX)
        .get();
      return snapshot.docs.map((doc) => cmaOf(doc.id, doc.data()));
    },

    async recordVisit(id, day, decide) {
      if (!isDocumentId(id)) return false;
      return db.runTransaction(async (transaction) => {
        const ref = cmas.doc(id);
        const doc = await transaction.get(ref);
        const leadId: unknown = doc.get('leadId');
        if (!doc.exists || doc.get('lastVisitDay') === day || typeof leadId !== 'string') return false;
        const outcome = await leads.changeWithin(transaction, leadId, decide);
        if (!outcome?.changed) return false;
        transaction.update(ref, { lastVisitDay: day });
        return true;
      });
    },
  };
}
