import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../platform';

/**
 * calendarFeeds/{uid}: a staff member's calendar feed. The address's token is never stored: only
 * its SHA-256 (`tokenHash`, how a request finds its member) and the random `nonce` it is made
 * from with the link-signing secret (calendarFeedService), so the dashboard can show the address
 * again and a reset (a new nonce) makes the old one answer 404.
 */
export const CALENDAR_FEEDS = 'calendarFeeds';

export interface StoredFeed {
  nonce: string;
  createdAt: Date;
}

export interface CalendarFeedRepository {
  /** The member's feed, made with `fresh` if they have none yet (once, however many ask at once). */
  ensure(uid: string, fresh: () => { nonce: string; tokenHash: string }): Promise<StoredFeed>;
  /** Replaces the member's feed: the old address stops working. */
  replace(uid: string, feed: { nonce: string; tokenHash: string }): Promise<StoredFeed>;
  /** Deletes the member's feed: its address answers 404, as a reset one does. */
  remove(uid: string): Promise<void>;
  /** The member whose feed has this token hash. */
  ownerOf(tokenHash: string): Promise<string | undefined>;
}

export function firestoreCalendarFeedRepository(db: Firestore): CalendarFeedRepository {
  const feeds = db.collection(CALENDAR_FEEDS);
  const stored = (data: FirebaseFirestore.DocumentData): StoredFeed => ({
    nonce: String(data.nonce),
    createdAt: (data.createdAt as Timestamp).toDate(),
  });
  return {
    async ensure(uid, fresh) {
      const ref = feeds.doc(uid);
      return db.runTransaction(async (transaction) => {
        const found = await transaction.get(ref);
        if (found.exists) return stored(found.data()!);
        const feed = { ...fresh(), createdAt: Timestamp.now() };
        transaction.create(ref, feed);
        return stored(feed);
      });
    },

    async replace(uid, feed) {
      const data = { ...feed, createdAt: Timestamp.now() };
      await feeds.doc(uid).set(data);
      return stored(data);
    },

    async remove(uid) {
      if (isDocumentId(uid)) await feeds.doc(uid).delete();
    },

    async ownerOf(tokenHash) {
      const snapshot = await feeds.where('tokenHash', '==', tokenHash).limit(1).select().get();
      const id = snapshot.docs[0]?.id;
      return id && isDocumentId(id) ? id : undefined;
    },
  };
}
