import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { addressParts } from '@estate/domain';
import { LISTING_HISTORY, lifecycleData, lifecycleOf, listingJournal } from './listingRecord';
import { PROPERTIES } from './listingRepository';

/**
 * Listings stored before statuses existed become Active at their price (both list prices) since
 * the day they were added, with the listing entry of their history and the fields the status
 * filter and the RESO feed query. Each in a transaction of its own, so a listing written
 * meanwhile is read again; running it again changes nothing. Answers how many it completed.
 */
export async function completeLegacyListings(db: Firestore, pageSize = 300): Promise<number> {
  let completed = 0;
  let query = db.collection(PROPERTIES).orderBy(FieldPath.documentId()).limit(pageSize);
  for (;;) {
    const page = await query.get();
    for (const doc of page.docs.filter((listing) => listing.get('StandardStatus') === undefined)) {
      await db.runTransaction(async (tx) => {
        const data = (await tx.get(doc.ref)).data();
        if (!data || data.StandardStatus !== undefined) return;
        const completedData = {
          ...data,
          ...lifecycleData(lifecycleOf(data)),
          City: addressParts(String(data.address ?? '')).City,
          ModificationTimestamp: data.createdAt,
        };
        tx.set(doc.ref, completedData);
        for (const entry of listingJournal.entries(undefined, completedData, { by: null })) {
          tx.create(doc.ref.collection(LISTING_HISTORY).doc(), entry);
        }
        completed += 1;
      });
    }
    if (page.size < pageSize) break;
    query = query.startAfter(page.docs.at(-1)!.id);
  }
  return completed;
}
