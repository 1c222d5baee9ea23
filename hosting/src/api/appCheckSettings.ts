/**
 * How the site's forms get their App Check token (appCheckTokens.ts), as the build sets it
 * (hosting/vite-plugins/appCheckBuild.ts): reCAPTCHA Enterprise through the Firebase web app
 * registered in App Check, or, on the local stack, the api's stand-in (there is no App Check emulator).
 */
export type AppCheckSettings =
  | { provider: 'recaptcha-enterprise'; siteKey: string; firebase: { apiKey: string; projectId: string; appId: string } }
  | { provider: 'stand-in' };
