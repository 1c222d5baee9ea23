import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TTL_COLLECTIONS } from '../../../functions/src/seeding';
import { declarationProblems, TTL_FIELD } from './checks/indexesCheck';
import { indexSpec } from './firestoreIndexSpec';

const indexesFile = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as unknown;

describe("this repository's firestore.indexes.json", () => {
  it('deploys, within the limits, with a TTL policy for every collection the code expires', () => {
    expect(declarationProblems(indexSpec(indexesFile), TTL_COLLECTIONS)).toEqual([]);
  });

  it('declares no TTL policy the code does not know of', () => {
    const ttl = indexSpec(indexesFile)
      .fieldOverrides.filter((override) => override.ttl)
      .map((override) => `${override.collectionGroup}.${override.fieldPath}`);
    expect(ttl.sort()).toEqual(TTL_COLLECTIONS.map((collection) => `${collection}.${TTL_FIELD}`).sort());
  });
});
