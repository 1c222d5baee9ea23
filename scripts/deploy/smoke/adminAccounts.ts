import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { userAccounts } from '../../../functions/src/seeding';
import type { ThrowawayAccounts } from './smokeTest';

/** Who removes the throwaway account, in place of a signed-in admin (an account may not remove itself). */
const REMOVED_BY = 'deploy-smoke-test';

/**
 * Throwaway staff accounts on the real project, made and removed as the Users tab does (an Auth
 * account, its claims, its profile and its username, together or not at all), with the Admin SDK
 * and this machine's Application Default Credentials.
 */
export function adminThrowawayAccounts(projectId: string): ThrowawayAccounts & { close(): Promise<void> } {
  const app = initializeApp({ projectId }, `smoke-test-${Date.now()}`);
  const accounts = userAccounts(getFirestore(app), getAuth(app));
  return {
    async create() {
      const suffix = randomBytes(4).toString('hex');
      const password = randomBytes(18).toString('base64url');
      // An admin is never given new leads, so none lands on an account about to vanish; but the
      // last admin cannot be removed, so before the first admin registers it is an agent.
      const anAdminExists = (await accounts.list()).some((user) => user.role === 'admin');
      const user = await accounts.create({
        username: `smoke-test-${suffix}`,
        password,
        name: 'Deploy smoke test',
        email: `smoke-test-${suffix}@smoke-test.invalid`,
        role: anAdminExists ? 'admin' : 'agent',
      });
      return { id: user.id, username: user.username, password };
    },
    remove: (account) => accounts.remove(account.id, REMOVED_BY),
    close: () => deleteApp(app),
  };
}
