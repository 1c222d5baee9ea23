import type { AppCheck } from 'firebase-admin/app-check';
import { emulatorsFromEnv } from '../emulators';
import type { AppCheckVerifier } from './appCheckVerifier';
import { firebaseAppCheck } from './firebaseAppCheck';
import { standInAppCheck } from './standInAppCheck';

export const APP_CHECK_NOT_CONFIGURED =
  'App Check is not configured: the api refuses to start without it. Every public form (leads, sign-in links, RSVPs, ' +
  'check-ins, showings, feedback) must carry an App Check token, verified with reCAPTCHA Enterprise. Set it up as ' +
  'docs/operations.md#app-check says, then put APP_CHECK=enforce in functions/.env.<project>.';

export const STAND_IN_SECRET_MISSING =
  'APP_CHECK_STAND_IN_SECRET is not set: on the emulators the api verifies App Check tokens with a local stand-in, ' +
  'whose secret the local stack makes at each start (npm start, npm test).';

/**
 * The api's App Check verifier. On the emulators (the Functions emulator over the Auth and
 * Firestore emulators) the local stand-in; anywhere else the Admin SDK, and only with
 * APP_CHECK=enforce (functions/.env.<project>): without it the api throws as it loads, so a
 * deploy fails before it changes anything. The stand-in is never chosen outside the emulators,
 * whatever else is set.
 */
export function appCheckFromEnv(env: NodeJS.ProcessEnv, adminAppCheck: () => Pick<AppCheck, 'verifyToken'>): AppCheckVerifier {
  if (env.FUNCTIONS_EMULATOR === 'true' && emulatorsFromEnv(env)) {
    if (!env.APP_CHECK_STAND_IN_SECRET) throw new Error(STAND_IN_SECRET_MISSING);
    return standInAppCheck(env.APP_CHECK_STAND_IN_SECRET);
  }
  if (env.APP_CHECK === undefined || env.APP_CHECK === '') throw new Error(APP_CHECK_NOT_CONFIGURED);
  if (env.APP_CHECK !== 'enforce') throw new Error(`APP_CHECK must be "enforce", not "${env.APP_CHECK}". ${APP_CHECK_NOT_CONFIGURED}`);
  return firebaseAppCheck(adminAppCheck());
}
