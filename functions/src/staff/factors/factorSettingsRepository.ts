import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_STAFF_FACTOR_SETTINGS, type StaffFactorSettings } from '@estate/domain';

/** settings/staffFactors: whether every staff member needs a second factor. */
const STAFF_FACTOR_SETTINGS = 'staffFactors';

export interface FactorSettingsRepository {
  get(): Promise<StaffFactorSettings>;
  set(settings: StaffFactorSettings): Promise<void>;
}

export function firestoreFactorSettingsRepository(db: Firestore): FactorSettingsRepository {
  const doc = () => db.collection('settings').doc(STAFF_FACTOR_SETTINGS);
  return {
    async get() {
      const required: unknown = (await doc().get()).get('required');
      // Absent (a new deployment): on.
      return typeof required === 'boolean' ? { required } : DEFAULT_STAFF_FACTOR_SETTINGS;
    },
    async set({ required }) {
      await doc().set({ required });
    },
  };
}
