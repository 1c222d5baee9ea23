import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { LEADS, storedLead, type NewLead } from './leadDocuments';

/**
 * A field a new lead is stored with that an old one does not get: its emails went out, or did not,
 * long ago, and queueing them now would send them again.
 */
const NOT_BACKFILLED = new Set(['delivery']);

/** The fields a lead stored as `data` lacks that a new lead has, as a new lead has them. */
export function missingLeadFields(data: DocumentData): DocumentData {
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt : undefined;
  const current = storedLead(data as NewLead, createdAt);
  return Object.fromEntries(Object.entries(current).filter(([field]) => !(field in data) && !NOT_BACKFILLED.has(field)));
}

export interface BackfillOutcome {
  /** Leads given their missing fields. */
  completed: number;
  /** Leads that changed while they were read: a second run completes them. */
  changedMeanwhile: number;
}

/**
 * Leads stored before the pipeline or the live inbox lack fields their
 * queries ask for: an agent's `ownerId == null`, the status filter, the listeners' `updatedAt`,
 * the search and contact keys. Adds what each lacks, leaving every stored field as it is, a page at
 * a time; a lead written since it was read is left for the next run. Running it again is harmless.
 */
export async function completeLegacyLeads(db: Firestore, pageSize = 300): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { completed: 0, changedMeanwhile: 0 };
  const writer = db.bulkWriter();
  writer.onWriteError(() => false);
  let query = db.collection(LEADS).orderBy(FieldPath.documentId()).limit(pageSize);
  for (;;) {
    const page = await query.get();
    for (const doc of page.docs) {
      const missing = missingLeadFields(doc.data());
      if (Object.keys(missing).length === 0) continue;
      writer.update(doc.ref, missing, { lastUpdateTime: doc.updateTime }).then(
        () => (outcome.completed += 1),
        () => (outcome.changedMeanwhile += 1),
      );
    }
    if (page.size < pageSize) break;
    query = query.startAfter(page.docs.at(-1)!.id);
  }
  await writer.close();
  return outcome;
}
