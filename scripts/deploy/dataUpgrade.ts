import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { upgradeStoredData } from '../../functions/src/seeding';
import type { DeployTarget } from './deployTarget';
import { messageOf } from './messageOf';

/**
 * After `firebase deploy`, the project's stored data is given what the deployed code expects
 * (upgradeStoredData, which local starts run over kept data), with this machine's Application
 * Default Credentials, as the smoke test uses them. After, not before: from the deploy on, the new
 * code writes the new fields itself, so nothing written meanwhile is left without them. The photos'
 * web sizes are left out: it lists the whole bucket, MLS photos included (docs/operations.md#deploy).
 * Prints what it completed; answers whether it finished.
 */
export async function upgradeDeployedData(target: DeployTarget): Promise<boolean> {
  const app = initializeApp({ projectId: target.projectId }, `data-upgrade-${Date.now()}`);
  try {
    const completed = await upgradeStoredData(getFirestore(app));
    const counts = Object.entries(completed).map(([what, count]) => `${what}: ${count}`);
    console.log(`Stored data brought up to date (${counts.length > 0 ? counts.join(', ') : 'nothing was missing'})`);
    return true;
  } catch (error) {
    console.error(`FAIL stored data: ${messageOf(error)}`);
    return false;
  } finally {
    await deleteApp(app);
  }
}
