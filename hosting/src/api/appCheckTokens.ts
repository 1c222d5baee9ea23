import { initializeApp } from 'firebase/app';
import { type AppCheckToken, CustomProvider, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { APP_CHECK_STAND_IN_URL, type StandInAppCheckToken } from '@estate/domain';
import type { AppCheckTokens } from './appCheck';

/** A token of the local stack's stand-in, which the api serves on the emulators alone. */
async function standInToken(): Promise<AppCheckToken> {
  const response = await fetch(APP_CHECK_STAND_IN_URL, { method: 'POST', cache: 'no-store' });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The App Check stand-in answered ${response.status}`);
  }
  return (await response.json()) as StandInAppCheckToken;
}

/** The stand-in's tokens need no Firebase project: these only name the app the SDK keeps them under. */
const STAND_IN_APP = { apiKey: 'stand-in', projectId: 'stand-in', appId: 'stand-in' };

/**
 * The site's App Check (the build's settings, hosting/vite-plugins/appCheckBuild.ts): reCAPTCHA
 * Enterprise through the Firebase web app, or the local stack's stand-in through Firebase's
 * CustomProvider, so the SDK keeps and renews tokens the same way in both. No background refresh:
 * a token is asked for when a form is used.
 */
export function appCheckTokens(settings = import.meta.env.APP_CHECK): AppCheckTokens {
  const recaptcha = settings.provider === 'recaptcha-enterprise';
  const app = initializeApp(recaptcha ? settings.firebase : STAND_IN_APP, 'app-check');
  const appCheck = initializeAppCheck(app, {
    provider: recaptcha ? new ReCaptchaEnterpriseProvider(settings.siteKey) : new CustomProvider({ getToken: standInToken }),
    isTokenAutoRefreshEnabled: false,
  });
  return async (fresh) => (await getToken(appCheck, fresh)).token;
}
