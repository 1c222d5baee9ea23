import { configFromEnv } from '../../src/platform/config';

describe('configFromEnv', () => {
  it("always allows the site's own origin (a custom domain), besides the project's hosted ones and ALLOWED_ORIGINS", () => {
    const config = configFromEnv({
      GCLOUD_PROJECT: 'qce-prod',
      SITE_ORIGIN: 'https://www.queencityestates.com/',
      ALLOWED_ORIGINS: 'https://qce.example',
    });
    expect(config.allowedOrigins).toEqual([
      'https://www.queencityestates.com',
      'https://qce.example',
      'https://qce-prod.web.app',
      'https://qce-prod.firebaseapp.com',
    ]);
  });

  it("keeps the routes' own per-client limits unless PER_CLIENT_LIMIT_PER_MINUTE is set", () => {
    expect(configFromEnv({}).perClientLimitPerMinute).toBeUndefined();
    expect(configFromEnv({ PER_CLIENT_LIMIT_PER_MINUTE: '250' }).perClientLimitPerMinute).toBe(250);
  });

  it.each(['0', '-3', '2.5', 'many'])('refuses PER_CLIENT_LIMIT_PER_MINUTE=%s, naming the variable', (value) => {
    expect(() => configFromEnv({ PER_CLIENT_LIMIT_PER_MINUTE: value })).toThrow(
      `PER_CLIENT_LIMIT_PER_MINUTE must be a whole number from 1 up, not "${value}"`,
    );
  });
});
