import type { AppCheckTokens } from '@/api/appCheck';

/** The tokens the fake App Check gives: the one it keeps, and a fresh one when asked for. */
export const FAKE_APP_CHECK_TOKENS = { kept: 'kept-app-check-token', fresh: 'fresh-app-check-token' } as const;

/**
 * Stands in for hosting/src/api/appCheckTokens.ts (setup.ts): Firebase's App Check needs a real
 * browser and Google's service or the local stack's stand-in; the e2e tests run the real one.
 */
export const appCheckTokens = (): AppCheckTokens => async (fresh) => (fresh ? FAKE_APP_CHECK_TOKENS.fresh : FAKE_APP_CHECK_TOKENS.kept);
