import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { FeedbackAnswer, FeedbackRating, VisitKind, VisitRef } from '@estate/domain';
import { toIsoString } from '../platform';
import type { FeedbackVisitor } from './feedbackRequests';

/**
 * visitFeedback/{sha256(kind:id:email)}: one visitor asked about one visit, from the request
 * (pending) through the email (sent) to their answer (answered). The id makes asking twice one
 * request. Kept two years (TTL `expiresAt`, firestore.indexes.json): the listing's track record.
 */
export const VISIT_FEEDBACK = 'visitFeedback';

const KEPT_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export type FeedbackState = 'pending' | 'sent' | 'answered';

export interface FeedbackRecord extends Omit<FeedbackVisitor, 'endsAt'> {
  id: string;
  state: FeedbackState;
  endsAt: string;
  rating?: FeedbackRating;
  comment?: string;
  answeredAt?: string;
}

export interface FeedbackRepository {
  /** Stores the request to send at `sendAt`, or moves a pending one; one already sent or answered is left alone. */
  ask(visitor: FeedbackVisitor, sendAt: Date): Promise<void>;
  /** Deletes the visit's pending requests (only `email`'s, when given). */
  withdraw(visit: VisitRef, email?: string): Promise<void>;
  /** Pending requests whose time has come, oldest first, at most `limit`. */
  due(now: Date, limit: number): Promise<string[]>;
  get(id: string): Promise<FeedbackRecord | undefined>;
  /** Pending to sent, once: false when it was not pending (another sweep took it). */
  markSent(id: string): Promise<boolean>;
  /** Records the answer unless one was given: answers the record as it then is, undefined when there is none. */
  answer(
    id: string,
    rating: FeedbackRating,
    comment: string | undefined,
    now: Date,
  ): Promise<{ record: FeedbackRecord; first: boolean } | undefined>;
  /** The visit's answers, newest first. */
  answersOf(visit: VisitRef): Promise<FeedbackAnswer[]>;
  /** The listing's latest answers, newest first. */
  answersOfListing(listingId: string, limit: number): Promise<FeedbackAnswer[]>;
  /** Everything kept about the address (a client's export). */
  ofEmail(email: string): Promise<FeedbackRecord[]>;
  /** Deletes everything kept about the address (a client's erasure). */
  eraseEmail(email: string): Promise<void>;
}

const emailKey = (email: string) => email.trim().toLowerCase();
export const feedbackId = ({ kind, id }: VisitRef, email: string) =>
  createHash('sha256')
    .update(`${kind}:${id}:${emailKey(email)}`)
    .digest('hex');

const toRecord = (id: string, data: DocumentData): FeedbackRecord => ({
  id,
  visit: { kind: data.visitKind as VisitKind, id: String(data.visitId) },
  listingId: String(data.listingId),
  listingTitle: String(data.listingTitle),
  ...(data.leadId ? { leadId: String(data.leadId) } : {}),
  name: String(data.name),
  email: String(data.email),
  endsAt: toIsoString(data.endsAt),
  state: data.state as FeedbackState,
  ...(data.rating ? { rating: data.rating as FeedbackRating } : {}),
  ...(data.comment ? { comment: String(data.comment) } : {}),
  ...(data.answeredAt ? { answeredAt: toIsoString(data.answeredAt) } : {}),
});

const toAnswer = (record: FeedbackRecord): FeedbackAnswer => ({
  visit: record.visit,
  listingId: record.listingId,
  ...(record.leadId ? { leadId: record.leadId } : {}),
  name: record.name,
  rating: record.rating!,
  ...(record.comment ? { comment: record.comment } : {}),
  answeredAt: record.answeredAt!,
});

export function firestoreFeedbackRepository(db: Firestore): FeedbackRepository {
  const feedback = db.collection(VISIT_FEEDBACK);
  const answered = (query: FirebaseFirestore.Query) =>
    query
      .where('state', '==', 'answered')
      .orderBy('answeredAt', 'desc')
      .get()
      .then((snapshot) => snapshot.docs.map((doc) => toAnswer(toRecord(doc.id, doc.data()))));

  return {
    async ask(visitor, sendAt) {
      const ref = feedback.doc(feedbackId(visitor.visit, visitor.email));
      await db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (doc.exists && doc.get('state') !== 'pending') return;
        transaction.set(ref, {
          visitKind: visitor.visit.kind,
          visitId: visitor.visit.id,
          listingId: visitor.listingId,
          listingTitle: visitor.listingTitle,
          ...(visitor.leadId ? { leadId: visitor.leadId } : {}),
          name: visitor.name,
          email: emailKey(visitor.email),
          endsAt: Timestamp.fromDate(visitor.endsAt),
          sendAt: Timestamp.fromDate(sendAt),
          state: 'pending',
          expiresAt: Timestamp.fromMillis(visitor.endsAt.getTime() + KEPT_MS),
        });
      });
    },

    async withdraw({ kind, id }, email) {
      let query = feedback.where('visitKind', '==', kind).where('visitId', '==', id).where('state', '==', 'pending');
      if (email) query = query.where('email', '==', emailKey(email));
      const snapshot = await query.select().get();
      const batch = db.batch();
      snapshot.docs.forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    },

    async due(now, limit) {
      const snapshot = await feedback
        .where('state', '==', 'pending')
        .where('sendAt', '<=', Timestamp.fromDate(now))
        .orderBy('sendAt')
        .limit(limit)
        .select()
        .get();
      return snapshot.docs.map((doc) => doc.id);
    },

    async get(id) {
      const doc = await feedback.doc(id).get();
      return doc.exists ? toRecord(doc.id, doc.data()!) : undefined;
    },

    async markSent(id) {
      const ref = feedback.doc(id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (doc.get('state') !== 'pending') return false;
        transaction.update(ref, { state: 'sent', sentAt: FieldValue.serverTimestamp() });
        return true;
      });
    },

    async answer(id, rating, comment, now) {
      const ref = feedback.doc(id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return undefined;
        const record = toRecord(doc.id, doc.data()!);
        if (record.state === 'answered') return { record, first: false };
        const answeredAt = Timestamp.fromDate(now);
        transaction.update(ref, { state: 'answered', rating, ...(comment ? { comment } : {}), answeredAt });
        return {
          record: { ...record, state: 'answered' as const, rating, ...(comment ? { comment } : {}), answeredAt: now.toISOString() },
          first: true,
        };
      });
    },

    answersOf: ({ kind, id }) => answered(feedback.where('visitKind', '==', kind).where('visitId', '==', id)),

    answersOfListing: (listingId, limit) => answered(feedback.where('listingId', '==', listingId).limit(limit)),

    async ofEmail(email) {
      const snapshot = await feedback.where('email', '==', emailKey(email)).get();
      return snapshot.docs.map((doc) => toRecord(doc.id, doc.data()));
    },

    async eraseEmail(email) {
      const snapshot = await feedback.where('email', '==', emailKey(email)).select().get();
      const batch = db.batch();
      snapshot.docs.forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    },
  };
}
