import type { DeployedIndex, IndexSpec } from 'firebase-tools/lib/firestore/api.js';
import { listAll } from '../../google/googleApi';
import { DEFAULT_DATABASE } from '../fixCommands';
import { DATABASE_PATH, readDefaultDatabase } from '../firestoreDatabase';
import { indexSpec, parseFieldName, parseIndexName, undeclaredIndexes } from '../firestoreIndexSpec';
import type { Missing, PreflightCheck, PreflightContext } from '../preflightCheck';
import { unreadable } from '../unreadable';

/** Firestore's limits per database: composite indexes, and single-field index configurations. */
export const COMPOSITE_INDEX_LIMIT = 200;
export const FIELD_OVERRIDE_LIMIT = 200;

/** The field whose time Firestore's TTL deletes a document at, in every collection that expires. */
export const TTL_FIELD = 'expiresAt';

interface DeployedField {
  name: string;
  ttlConfig?: { state?: string };
}

const described = ({ name, fields, queryScope }: DeployedIndex) =>
  `${parseIndexName(name).collectionGroupId} (${fields
    .filter((field) => field.fieldPath !== '__name__')
    .map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`)
    .join(', ')}; ${queryScope})`;

/** What the file declares: deployable, within the limits, a TTL policy wherever the code expects one. */
export function declarationProblems(spec: IndexSpec, ttlCollections: readonly string[]): Missing[] {
  const missing: Missing[] = [];
  if (spec.indexes.length > COMPOSITE_INDEX_LIMIT) {
    missing.push({
      item: `firestore.indexes.json declares ${spec.indexes.length} composite indexes; a database holds at most ${COMPOSITE_INDEX_LIMIT}`,
      fix: 'drop the indexes no query uses from firestore.indexes.json',
    });
  }
  if (spec.fieldOverrides.length > FIELD_OVERRIDE_LIMIT) {
    missing.push({
      item: `firestore.indexes.json declares ${spec.fieldOverrides.length} field overrides; a database holds at most ${FIELD_OVERRIDE_LIMIT}`,
      fix: 'drop the field overrides no query or TTL policy needs from firestore.indexes.json',
    });
  }
  for (const collectionGroup of ttlCollections) {
    const declared = spec.fieldOverrides.some(
      (override) => override.collectionGroup === collectionGroup && override.fieldPath === TTL_FIELD && override.ttl === true,
    );
    if (!declared) {
      missing.push({
        item: `${collectionGroup} documents expire at their ${TTL_FIELD}, but firestore.indexes.json has no TTL policy for it: they would be kept forever`,
        fix: `add { "collectionGroup": "${collectionGroup}", "fieldPath": "${TTL_FIELD}", "ttl": true, "indexes": [] } to fieldOverrides in firestore.indexes.json`,
      });
    }
  }
  return missing;
}

/**
 * The project against the file: the deploy runs forced (docs/operations.md, "Deploy"), which
 * deletes any index or field override the file does not declare, so each such one must be either
 * declared or dropped on purpose first. A TTL policy that Firestore reports in need of repair
 * deletes nothing until it is set again.
 */
async function projectProblems(spec: IndexSpec, { google, projectId }: PreflightContext): Promise<{ lines: string[]; missing: Missing[] }> {
  const database = await readDefaultDatabase(google, projectId);
  if (!database.ok && database.status === 404) return { lines: ['no (default) database yet: nothing deployed to compare'], missing: [] };
  if (!database.ok) return { lines: [], missing: [unreadable('the (default) database', database, projectId)] };
  const parent = `${DATABASE_PATH(projectId)}/collectionGroups/-`;
  const indexes = await listAll<DeployedIndex>(google, 'firestore', `${parent}/indexes`, 'indexes');
  if (!indexes.ok) return { lines: [], missing: [unreadable("the project's indexes", indexes, projectId)] };
  const filter = encodeURIComponent('indexConfig.usesAncestorConfig=false OR ttlConfig:*');
  const fields = await listAll<DeployedField>(google, 'firestore', `${parent}/fields?filter=${filter}`, 'fields');
  if (!fields.ok) return { lines: [], missing: [unreadable("the project's field overrides", fields, projectId)] };

  const missing: Missing[] = [];
  const keep = `keep it: add it to firestore.indexes.json (npx firebase firestore:indexes --project ${projectId} prints the project's)`;
  for (const index of undeclaredIndexes(indexes.body, spec, database.body.databaseEdition ?? 'STANDARD')) {
    missing.push({
      item: `the project has an index firestore.indexes.json does not declare, which the deploy would delete: ${described(index)}`,
      fix: `${keep}; or drop it now: gcloud firestore indexes composite delete ${parseIndexName(index.name).indexId} ${DEFAULT_DATABASE} --project=${projectId}`,
    });
  }
  const overrides = fields.body.filter((field) => !field.name.includes('__default__'));
  for (const field of overrides) {
    const { collectionGroupId, fieldPath } = parseFieldName(field.name);
    const target = `${fieldPath} --collection-group=${collectionGroupId} ${DEFAULT_DATABASE} --project=${projectId}`;
    const declared = spec.fieldOverrides.some(
      (override) => override.collectionGroup === collectionGroupId && override.fieldPath === fieldPath,
    );
    if (!declared) {
      missing.push({
        item: `the project has a ${field.ttlConfig ? 'TTL policy' : 'field override'} on ${collectionGroupId}.${fieldPath} that firestore.indexes.json does not declare, which the deploy would delete`,
        fix: `${keep}; or drop it now: ${field.ttlConfig ? `gcloud firestore fields ttls update ${target} --disable-ttl` : `gcloud firestore indexes fields update ${target} --clear-exemption`}`,
      });
    } else if (field.ttlConfig?.state === 'NEEDS_REPAIR') {
      missing.push({
        item: `the TTL policy on ${collectionGroupId}.${fieldPath} needs repair: Firestore deletes nothing by it`,
        fix: `gcloud firestore fields ttls update ${target} --enable-ttl`,
      });
    }
  }
  return { lines: [`the project has ${indexes.body.length} composite indexes and ${overrides.length} field overrides`], missing };
}

/** firestore.indexes.json is deployable, within Firestore's limits, expires what the code expects, and matches the project. */
export const indexesCheck: PreflightCheck = {
  name: 'Firestore indexes and TTL policies',
  async run(context) {
    let spec: IndexSpec;
    try {
      spec = indexSpec(context.indexes);
    } catch (error) {
      return {
        lines: [],
        missing: [{ item: `firestore.indexes.json would not deploy: ${(error as Error).message}`, fix: 'correct firestore.indexes.json' }],
      };
    }
    const ttl = spec.fieldOverrides.filter((override) => override.ttl).map((override) => override.collectionGroup);
    const declared = declarationProblems(spec, context.ttlCollections);
    const project = await projectProblems(spec, context);
    return {
      lines: [
        `firestore.indexes.json: ${spec.indexes.length} composite indexes (at most ${COMPOSITE_INDEX_LIMIT}), ${spec.fieldOverrides.length} field overrides`,
        `TTL on ${TTL_FIELD} of: ${ttl.join(', ') || 'nothing'}`,
        ...project.lines,
      ],
      missing: [...declared, ...project.missing],
    };
  },
};
