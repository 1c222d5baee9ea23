// For the preflight's tests: a project that has everything the deploy needs, and code that
// declares what this site's code declares. A test takes them and removes the piece it is about.
import { googleApi } from '../google/googleApi';
import { declaredFunctions } from './declaredFunctions';
import { BASEMAP_FOLDER, completeBasemap, fakeBasemapFetch } from './fakeBasemap';
import type { FakeGoogle, FakeProject } from './fakeGoogle';
import type { PreflightContext } from './preflightCheck';
import { requiredApis } from './requiredApis';

export const PROJECT_ID = 'qce-prod';
export const PROJECT_NUMBER = '123456789012';
export const RUNTIME_ACCOUNT = `${PROJECT_NUMBER}-compute@developer.gserviceaccount.com`;
export const WEB_API_KEY_VALUE = 'AIzaSy-the-project-web-key';
export const PRODUCTS = ['hosting', 'functions', 'firestore', 'storage'];
export const TTL_COLLECTIONS = ['loginAttempts', 'mailOutbox'];
export const WEB_APP_ID = '1:123456789012:web:abc';
export const SITE_KEY = '6LcQce-site-key';
/** The deploy's environment with App Check's build settings for the project's web app. */
export const BUILD_ENV = {
  APP_CHECK_SITE_KEY: SITE_KEY,
  FIREBASE_API_KEY: WEB_API_KEY_VALUE,
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIREBASE_APP_ID: WEB_APP_ID,
};

const parent = `projects/${PROJECT_ID}/databases/(default)/collectionGroups`;

/** firestore.indexes.json: one composite index and the TTL policies of TTL_COLLECTIONS. */
export const indexesFile = () => ({
  indexes: [
    {
      collectionGroup: 'leads',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: TTL_COLLECTIONS.map((collectionGroup) => ({ collectionGroup, fieldPath: 'expiresAt', ttl: true, indexes: [] })),
});

/** What the functions declare, as the SDK's manifest says: a request, a schedule and a trigger with secrets and parameters. */
export const declared = () =>
  declaredFunctions({
    endpoints: {
      api: {
        region: ['us-central1'],
        platform: 'gcfv2',
        secretEnvironmentVariables: [
          { key: 'ADMIN_SETUP_SECRET', secret: 'ADMIN_SETUP_SECRET' },
          { key: 'SMTP_URL', secret: 'SMTP_URL' },
        ],
      },
      site: { region: ['us-central1'], platform: 'gcfv2' },
      cleanUpUploads: { region: ['us-central1'], platform: 'gcfv2', scheduleTrigger: { schedule: 'every day 04:00' } },
      onListingWritten: { region: ['us-central1'], platform: 'gcfv2', eventTrigger: { retry: true } },
    },
    params: [
      { name: 'WEB_API_KEY', type: 'string' },
      { name: 'MAIL_FROM', type: 'string', default: 'Queen City Estates <no-reply@queencityestates.com>' },
      { name: 'ADMIN_SETUP_SECRET', type: 'secret' },
      { name: 'SMTP_URL', type: 'secret' },
    ],
  });

export function completeProject(): FakeProject {
  const runtime = `serviceAccount:${RUNTIME_ACCOUNT}`;
  return {
    projectId: PROJECT_ID,
    projectNumber: PROJECT_NUMBER,
    enabledApis: requiredApis(PRODUCTS, declared()).map(({ api }) => api),
    secrets: { ADMIN_SETUP_SECRET: 'ENABLED', SMTP_URL: 'ENABLED' },
    database: {
      locationId: 'nam5',
      type: 'FIRESTORE_NATIVE',
      databaseEdition: 'STANDARD',
      pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
      versionRetentionPeriod: '604800s',
    },
    backupSchedules: [
      { name: `projects/${PROJECT_ID}/databases/(default)/backupSchedules/daily`, retention: '604800s', dailyRecurrence: {} },
    ],
    indexes: [
      {
        name: `${parent}/leads/indexes/CICAgOjXh4EK`,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
          { fieldPath: '__name__', order: 'DESCENDING' },
        ],
      },
    ],
    fields: TTL_COLLECTIONS.map((collection) => ({ name: `${parent}/${collection}/fields/expiresAt`, ttlConfig: { state: 'ACTIVE' } })),
    projectPolicy: {
      bindings: [
        { role: 'roles/editor', members: [runtime] },
        { role: 'roles/owner', members: ['user:owner@queencityestates.com'] },
      ],
    },
    serviceAccounts: { [RUNTIME_ACCOUNT]: { bindings: [{ role: 'roles/iam.serviceAccountTokenCreator', members: [runtime] }] } },
    buildServiceAccount: RUNTIME_ACCOUNT,
    functions: ['api', 'site', 'cleanUpUploads', 'onListingWritten'].map((id) => ({
      name: `projects/${PROJECT_ID}/locations/us-central1/functions/${id}`,
      labels: { 'deployment-tool': 'cli-firebase' },
    })),
    authConfig: {
      signIn: { email: { enabled: true, passwordRequired: false } },
      authorizedDomains: ['localhost', `${PROJECT_ID}.firebaseapp.com`, `${PROJECT_ID}.web.app`, 'www.queencityestates.com'],
    },
    webApps: [{ appId: WEB_APP_ID, apiKey: WEB_API_KEY_VALUE }],
    appCheckKeys: { [WEB_APP_ID]: SITE_KEY },
    recaptchaKeys: {
      [SITE_KEY]: { allowedDomains: ['www.queencityestates.com', `${PROJECT_ID}.web.app`, `${PROJECT_ID}.firebaseapp.com`] },
    },
    defaultBucket: `${PROJECT_ID}.firebasestorage.app`,
    collections: { '(default)': { leads: 3, properties: 12 } },
    refusals: [],
  };
}

/** The complete project's functions/.env.<project>. */
export const PROJECT_ENV: Readonly<Record<string, string>> = {
  SITE_ORIGIN: 'https://www.queencityestates.com',
  WEB_API_KEY: WEB_API_KEY_VALUE,
  MAIL_FROM: 'Queen City Estates <no-reply@queencityestates.com>',
  APP_CHECK: 'enforce',
  BASEMAP_URL: BASEMAP_FOLDER,
};

/** The context the preflight builds for PROJECT_ID, talking to `fake`. */
export function contextFor(fake: FakeGoogle, changes: Partial<PreflightContext> = {}): PreflightContext {
  return {
    projectId: PROJECT_ID,
    env: { ...PROJECT_ENV },
    buildEnv: BUILD_ENV,
    envFile: `functions/.env.${PROJECT_ID}`,
    declared: declared(),
    codebases: ['default'],
    products: PRODUCTS,
    indexes: indexesFile(),
    ttlCollections: TTL_COLLECTIONS,
    google: googleApi({ accessToken: async () => 'test-token', quotaProject: PROJECT_ID, origin: fake.origin }),
    publicFetch: fakeBasemapFetch(completeBasemap()),
    ...changes,
  };
}
