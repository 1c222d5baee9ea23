import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { addressParts, cityKeyOf, isStandardStatus, listingSetOf, type StandardStatus } from '@estate/domain';
import { LISTING_HISTORY, lifecycleData, lifecycleOf, listingJournal } from './listingRecord';
import { PROPERTIES } from './listingRepository';
import { listingGeohash } from './listingGeohash';

/**
 * Listings stored before statuses existed become Active at their price (both list prices) since
 * the day they were added, with the listing entry of their history and the fields the status
 * filter and the RESO feed query; listings stored before MLS listings joined the search get the
 * fields the source and city filters query (`listingSet`, `cityKey`); listings placed before the
 * drawn-area search get the `geohash` of their position. Each in a transaction of its own, so a
 * listing written meanwhile is read again; running it again changes nothing. Answers how many it
 * completed.
 */
/** A listing stored before statuses or MLS listings (no `listingSet`), or placed without its `geohash`. */
const isIncomplete = (data: DocumentData) =>
  data.listingSet === undefined || (data.geohash === undefined && listingGeohash(data) !== undefined);

export async function completeLegacyListings(db: Firestore, pageSize = 300): Promise<number> {
  let completed = 0;
  let query = db.collection(PROPERTIES).orderBy(FieldPath.documentId()).limit(pageSize);
  for (;;) {
    const page = await query.get();
    for (const doc of page.docs.filter((listing) => isIncomplete(listing.data()))) {
      await db.runTransaction(async (tx) => {
        const data = (await tx.get(doc.ref)).data();
        if (!data || !isIncomplete(data)) return;
        if (data.listingSet !== undefined) {
          tx.update(doc.ref, { geohash: listingGeohash(data) });
          completed += 1;
          return;
        }
        const legacy = !isStandardStatus(data.StandardStatus);
        const City = typeof data.City === 'string' ? data.City : addressParts(String(data.address ?? '')).City;
        const lifecycle = lifecycleData(lifecycleOf(data));
        const completedData = {
          ...data,
          ...lifecycle,
          City,
          cityKey: cityKeyOf(City),
          listingSet: listingSetOf('agency', lifecycle.StandardStatus as StandardStatus),
          ...(listingGeohash(data) ? { geohash: listingGeohash(data) } : {}),
          ...(legacy ? { ModificationTimestamp: data.createdAt } : {}),
        };
        tx.set(doc.ref, completedData);
        if (legacy)
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
