import { FirestoreApi, type DeployedIndex, type IndexSpec } from 'firebase-tools/lib/firestore/api.js';
export { parseFieldName, parseIndexName } from 'firebase-tools/lib/firestore/util.js';

const firestoreApi = new FirestoreApi();

/** firestore.indexes.json as `firebase deploy` reads it; throws what it would refuse. */
export function indexSpec(file: unknown): IndexSpec {
  const spec = firestoreApi.upgradeOldSpec(file);
  firestoreApi.validateSpec(spec);
  return spec;
}

/** The deployed indexes the file does not declare: those a forced deploy deletes. */
export const undeclaredIndexes = (deployed: DeployedIndex[], spec: IndexSpec, edition: string) =>
  deployed.filter((index) => !spec.indexes.some((declared) => firestoreApi.indexMatchesSpec(index, declared, edition)));
