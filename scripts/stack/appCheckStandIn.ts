import { APP_CHECK_HEADER, APP_CHECK_STAND_IN_URL, type StandInAppCheckToken } from '@estate/domain';

/**
 * The header of a good App Check token, asked of the api's stand-in at `origin` (the local
 * stack's site, or an api served by a benchmark), as the site's forms get theirs locally: for
 * scripts and tests that post to a visitor's form route (docs/product/leads.md#app-check). It imports
 * nothing of the stack's config, which the api tests (CommonJS under jest) cannot load.
 */
export async function appCheckHeader(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}${APP_CHECK_STAND_IN_URL}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The App Check stand-in at ${origin} answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as StandInAppCheckToken;
  return { [APP_CHECK_HEADER]: token };
}
