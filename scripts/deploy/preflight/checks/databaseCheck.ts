import { declaredRegions } from '../declaredFunctions';
import { DEFAULT_DATABASE } from '../fixCommands';
import { readDefaultDatabase } from '../firestoreDatabase';
import { locationsNearAll } from '../firestoreLocations';
import type { Missing, PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

/**
 * The `(default)` database exists, in Native mode, Standard edition, next to the functions.
 * `firebase deploy` would make a missing one itself, in nam5 without point-in-time recovery:
 * the preflight asks for it first, so that its location is chosen and its recovery is on.
 */
export const databaseCheck: PreflightCheck = {
  name: 'Firestore (default) database',
  async run({ declared, google, projectId }) {
    const regions = declaredRegions(declared);
    const near = locationsNearAll(regions);
    const database = await readDefaultDatabase(google, projectId);
    if (!database.ok && database.status === 404) {
      const location = near[0] ?? 'nam5';
      return {
        lines: [],
        missing: [
          {
            item: `the project has no (default) Firestore database`,
            fix: `gcloud firestore databases create ${DEFAULT_DATABASE} --location=${location} --type=firestore-native --edition=standard --enable-pitr --project=${projectId}`,
          },
        ],
      };
    }
    if (!database.ok) return { lines: [], missing: [unreadable('the (default) Firestore database', database, projectId)] };

    const { type, locationId, databaseEdition = 'STANDARD' } = database.body;
    const missing: Missing[] = [];
    if (type !== 'FIRESTORE_NATIVE') {
      missing.push({
        item: `the (default) database is in ${type}, not Firestore Native mode`,
        fix: `gcloud firestore databases update ${DEFAULT_DATABASE} --type=firestore-native --project=${projectId}   (possible only while it holds no data)`,
      });
    }
    if (!near.includes(locationId)) {
      missing.push({
        item: `the (default) database is in ${locationId}, away from the functions (${regions.join(', ')}): every request would cross regions`,
        fix: `a database's location cannot change: deploy to a project whose database is in ${near.join(' or ')}, or move every function (functions/src/composition/params.ts, firebase.json's rewrites) to a region of ${locationId}`,
      });
    }
    if (databaseEdition !== 'STANDARD' && databaseEdition !== 'DATABASE_EDITION_UNSPECIFIED') {
      missing.push({
        item: `the (default) database is ${databaseEdition} edition; the code and its indexes are written for Standard`,
        fix: `an edition cannot change: deploy to a project whose (default) database is Standard edition`,
      });
    }
    return { lines: [`${locationId}, ${type}, ${databaseEdition} edition; the functions run in ${regions.join(', ')}`], missing };
  },
};
