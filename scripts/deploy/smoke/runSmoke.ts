import type { DeployTarget } from '../deployTarget';
import { functionsEnvFor } from '../projectFiles';
import { adminThrowawayAccounts } from './adminAccounts';
import { smokeTest } from './smokeTest';

/**
 * The smoke test against the deployed site: SITE_ORIGIN from the project's .env files, or
 * `origin` (the project's web.app address, say, before the custom domain is connected). Prints
 * each step; answers whether all passed.
 */
export async function runSmoke(target: DeployTarget, origin?: string): Promise<boolean> {
  const { env } = functionsEnvFor(target);
  const site = (origin ?? env.SITE_ORIGIN ?? `https://${target.projectId}.web.app`).replace(/\/$/, '');
  console.log(`Smoke test of ${site} (${target.projectId})`);
  const accounts = adminThrowawayAccounts(target.projectId);
  try {
    const steps = await smokeTest({ origin: site, accounts });
    for (const { name, ok, detail } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
    return steps.every((step) => step.ok);
  } finally {
    await accounts.close();
  }
}
