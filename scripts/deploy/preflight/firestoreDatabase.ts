import type { GoogleApi } from '../google/googleApi';

/** The `(default)` database as Firestore's admin API describes it (the fields the preflight reads). */
export interface FirestoreDatabase {
  locationId: string;
  type: 'FIRESTORE_NATIVE' | 'DATASTORE_MODE' | string;
  /** Absent on databases made before editions existed: those are Standard. */
  databaseEdition?: 'STANDARD' | 'ENTERPRISE' | 'DATABASE_EDITION_UNSPECIFIED' | string;
  pointInTimeRecoveryEnablement?: 'POINT_IN_TIME_RECOVERY_ENABLED' | 'POINT_IN_TIME_RECOVERY_DISABLED' | string;
  versionRetentionPeriod?: string;
}

/** Where the app's data lives: the functions and rules use the `(default)` database. */
export const DATABASE_PATH = (projectId: string) => `v1/projects/${projectId}/databases/(default)`;

export const readDefaultDatabase = (google: GoogleApi, projectId: string) =>
  google.get<FirestoreDatabase>('firestore', DATABASE_PATH(projectId));
