import { appCheckSettings } from '../../hosting/vite-plugins/appCheckBuild';

/** What a production build is given (docs/operations.md#app-check). */
const PRODUCTION = {
  SITE_ORIGIN: 'https://www.queencityestates.com',
  APP_CHECK_SITE_KEY: '6LcRecaptchaEnterpriseKey',
  FIREBASE_API_KEY: 'AIzaWebApiKey',
  FIREBASE_PROJECT_ID: 'qce-prod',
  FIREBASE_APP_ID: '1:123456789:web:abcdef',
};

describe("the build's App Check settings", () => {
  it("takes reCAPTCHA Enterprise's key and the Firebase web app of a production build", () => {
    expect(appCheckSettings(PRODUCTION)).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: '6LcRecaptchaEnterpriseKey',
      firebase: { apiKey: 'AIzaWebApiKey', projectId: 'qce-prod', appId: '1:123456789:web:abcdef' },
    });
  });

  it('refuses a build without them, naming each one missing and where to read how', () => {
    expect(() => appCheckSettings({ SITE_ORIGIN: PRODUCTION.SITE_ORIGIN })).toThrow(
      'APP_CHECK_SITE_KEY, FIREBASE_API_KEY, FIREBASE_PROJECT_ID, FIREBASE_APP_ID are not set.',
    );
    const { FIREBASE_APP_ID: _appId, ...withoutAppId } = PRODUCTION;
    expect(() => appCheckSettings(withoutAppId)).toThrow(/^FIREBASE_APP_ID is not set\..*docs\/operations\.md#app-check/);
  });

  it("builds with the api's stand-in for the local stack only", () => {
    expect(appCheckSettings({ SITE_ORIGIN: 'http://localhost:5000', APP_CHECK_STAND_IN: '1' })).toEqual({ provider: 'stand-in' });
    expect(() => appCheckSettings({ ...PRODUCTION, APP_CHECK_STAND_IN: '1' })).toThrow(
      'APP_CHECK_STAND_IN=1 builds the site for the local stack, whose api alone has the App Check stand-in: SITE_ORIGIN must be a local address, not "https://www.queencityestates.com"',
    );
  });

  it('lets the dev server ask the stand-in unless it is given a key', () => {
    expect(appCheckSettings({}, 'serve')).toEqual({ provider: 'stand-in' });
    expect(appCheckSettings(PRODUCTION, 'serve').provider).toBe('recaptcha-enterprise');
  });
});
