// firebase-tools ships no types: the part of its Firestore module the preflight uses, as it is
// (lib/firestore/api.js), so that the preflight reads firestore.indexes.json and matches deployed
// indexes exactly as `firebase deploy` does.
declare module 'firebase-tools/lib/firestore/api.js' {
  export interface SpecIndex {
    collectionGroup: string;
    queryScope: string;
    fields: { fieldPath: string; order?: string; arrayConfig?: string; vectorConfig?: unknown }[];
  }
  export interface SpecFieldOverride {
    collectionGroup: string;
    fieldPath: string;
    ttl?: boolean;
    indexes: unknown[];
  }
  export interface IndexSpec {
    indexes: SpecIndex[];
    fieldOverrides: SpecFieldOverride[];
  }
  /** A composite index as Firestore's admin API lists it. */
  export interface DeployedIndex {
    name: string;
    queryScope: string;
    fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
  }
  export class FirestoreApi {
    /** The file's indexes and overrides in today's format (older formats upgraded). */
    upgradeOldSpec(spec: unknown): IndexSpec;
    /** Throws a FirebaseError naming what is wrong with the file. */
    validateSpec(spec: IndexSpec): void;
    indexMatchesSpec(index: DeployedIndex, spec: SpecIndex, edition: string): boolean;
  }
}

declare module 'firebase-tools/lib/firestore/util.js' {
  /** A field override's resource name, parsed (projects/…/databases/…/collectionGroups/…/fields/…). */
  export function parseFieldName(name: string): { projectId: string; databaseId: string; collectionGroupId: string; fieldPath: string };
  /** A composite index's resource name, parsed (projects/…/databases/…/collectionGroups/…/indexes/…). */
  export function parseIndexName(name: string): { projectId: string; databaseId: string; collectionGroupId: string; indexId: string };
}
