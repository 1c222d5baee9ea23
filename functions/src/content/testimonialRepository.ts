import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Testimonial, TestimonialInput } from '@estate/domain';
import { documentStore, type DocumentStore } from '../platform';

export const TESTIMONIALS = 'testimonials';

export interface TestimonialRepository extends DocumentStore<Testimonial, TestimonialInput> {
  /** By document id: the seed's ids ('testimonial-1', ...) keep its curated order; added ones sort by their auto id. */
  list(): Promise<Testimonial[]>;
}

export function firestoreTestimonialRepository(db: Firestore): TestimonialRepository {
  const collection = db.collection(TESTIMONIALS);
  const fromData = (id: string, data: DocumentData): Testimonial => ({ ...(data as Omit<Testimonial, 'id'>), id });
  return {
    ...documentStore<Testimonial, TestimonialInput>(collection, { fromData, toData: (input) => input }),

    async list() {
      const snapshot = await collection.orderBy(FieldPath.documentId()).get();
      return snapshot.docs.map((doc) => fromData(doc.id, doc.data()));
    },
  };
}
