import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { contactKeys, type Lead } from '@estate/domain';
import { leadSearchTerms } from '../leadSearch';
import { LEADS, toLead } from './leadDocuments';

/** What is left of a lead whose person deleted their account: the pipeline's facts, nobody's details. */
export const ANONYMISED_NAME = 'Deleted client';

/** A person's inquiries, found by the address they gave, for their export and their erasure. */
export interface LeadPrivacyRepository {
  /** Newest first. */
  byEmail(email: string): Promise<Lead[]>;
  /** Strips name, email, phone and what they wrote from each of the address's leads; answers their ids. */
  anonymiseEmail(email: string): Promise<string[]>;
}

export function firestoreLeadPrivacyRepository(db: Firestore): LeadPrivacyRepository {
  const leads = db.collection(LEADS);
  const ofEmail = (email: string) => leads.where('contactKeys', 'array-contains', contactKeys({ email })[0]!);
  return {
    async byEmail(email) {
      const snapshot = await ofEmail(email).get();
      // A person's leads are few: sorted here rather than by another index.
      return snapshot.docs.map((doc) => toLead(doc.id, doc.data())).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async anonymiseEmail(email) {
      const snapshot = await ofEmail(email).get();
      const writer = db.bulkWriter();
      for (const doc of snapshot.docs) {
        void writer.update(doc.ref, {
          name: ANONYMISED_NAME,
          email: '',
          phone: FieldValue.delete(),
          message: FieldValue.delete(),
          investmentGoals: FieldValue.delete(),
          // A home valuation's facts and position say where the person lives.
          valuation: FieldValue.delete(),
          searchTerms: leadSearchTerms({ name: ANONYMISED_NAME, email: '' }),
          contactKeys: [],
          anonymisedAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      await writer.close();
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}
