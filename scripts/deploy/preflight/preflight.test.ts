import {
  contextFor,
  completeProject,
  PROJECT_ENV,
  PROJECT_ID,
  RUNTIME_ACCOUNT,
  SITE_KEY,
  WEB_API_KEY_VALUE,
  WEB_APP_ID,
  declared,
} from './completeProject';
import { declaredFunctions } from './declaredFunctions';
import { BASEMAP_FOLDER, completeBasemap, fakeBasemapFetch, type FakeBasemap } from './fakeBasemap';
import { startFakeGoogle, type FakeProject } from './fakeGoogle';
import { basemapCheck } from './checks/basemapCheck';
import type { PreflightCheck, PreflightContext } from './preflightCheck';
import { preflightReport } from './preflightReport';
import { requiredApis } from './requiredApis';
import { runPreflight, type PreflightResult } from './runPreflight';

const token = async () => 'test-token';

/** The preflight's results against the complete project as `change` leaves it. */
async function preflightOf(
  change: (project: FakeProject) => void = () => {},
  context: Partial<PreflightContext> = {},
  checks?: PreflightCheck[],
) {
  const project = completeProject();
  change(project);
  const fake = await startFakeGoogle(project);
  try {
    return await runPreflight(contextFor(fake, context), token, checks);
  } finally {
    await fake.close();
  }
}

const missingOf = (results: PreflightResult[]) => results.flatMap((result) => result.missing);
const resultOf = (results: PreflightResult[], name: string) => results.find((result) => result.name === name)!;

describe('the preflight against a complete project', () => {
  it('finds nothing missing and says so', async () => {
    const results = await preflightOf();
    expect(missingOf(results)).toEqual([]);
    const report = preflightReport(PROJECT_ID, results);
    expect(report.at(-1)).toBe(`Everything the deploy needs is in place (${results.length} checks).`);
    expect(report).toContain(`        ${RUNTIME_ACCOUNT} (roles/editor), may sign as itself`);
    expect(report).toContain('        daily backups, each kept 7 days');
  });
});

describe('the functions configuration', () => {
  it('gives the line that sets SITE_ORIGIN to the default site when it is unset', async () => {
    const results = await preflightOf(undefined, {
      env: { WEB_API_KEY: 'k', MAIL_FROM: 'm', APP_CHECK: 'enforce', BASEMAP_URL: BASEMAP_FOLDER },
    });
    expect(missingOf(results)).toEqual([
      {
        item: "SITE_ORIGIN is not set: the build bakes the site's address into its pages, and the API accepts sign-ins from it",
        fix: `echo 'SITE_ORIGIN="https://${PROJECT_ID}.web.app"' >> functions/.env.${PROJECT_ID}   (or the custom domain's https:// address once it is connected)`,
      },
    ]);
  });

  it('refuses a SITE_ORIGIN that is not an origin', async () => {
    const results = await preflightOf(undefined, {
      env: {
        SITE_ORIGIN: 'https://www.queencityestates.com/listings',
        WEB_API_KEY: 'k',
        MAIL_FROM: 'm',
        APP_CHECK: 'enforce',
        BASEMAP_URL: BASEMAP_FOLDER,
      },
    });
    expect(missingOf(results)[0]?.item).toBe(
      'SITE_ORIGIN must be an origin such as https://www.example.com, not "https://www.queencityestates.com/listings"',
    );
  });

  it("names a parameter the .env files lack, with its default as the value (non-interactive deploys read no default), and the project's own Web API key", async () => {
    const results = await preflightOf(undefined, {
      env: { SITE_ORIGIN: 'https://www.queencityestates.com', APP_CHECK: 'enforce', BASEMAP_URL: BASEMAP_FOLDER },
    });
    expect(missingOf(results)).toEqual([
      {
        item: 'WEB_API_KEY is not set: staff sign-in answers 503 without it',
        fix: `echo 'WEB_API_KEY="${WEB_API_KEY_VALUE}"' >> functions/.env.${PROJECT_ID}`,
      },
      {
        item: 'MAIL_FROM is not set (its default is "Queen City Estates <no-reply@queencityestates.com>")',
        fix: `echo 'MAIL_FROM="Queen City Estates <no-reply@queencityestates.com>"' >> functions/.env.${PROJECT_ID}`,
      },
    ]);
  });

  it('names the command that makes a web app when the project has none to take the key from', async () => {
    const results = await preflightOf((project) => (project.webApps = []), {
      env: { SITE_ORIGIN: 'https://www.queencityestates.com', MAIL_FROM: 'm', APP_CHECK: 'enforce', BASEMAP_URL: BASEMAP_FOLDER },
    });
    expect(missingOf(results)).toEqual([
      {
        item: 'WEB_API_KEY is not set: staff sign-in answers 503 without it, and the project has no web app to take it from',
        fix: `npx firebase apps:create web 'Queen City Estates' --project ${PROJECT_ID}   (then run the preflight again: it prints the key's line)`,
      },
    ]);
  });
});

describe('App Check', () => {
  const check = (missing: { item: string; fix: string }[]) =>
    missing.filter(({ item }) => /App Check|APP_CHECK|reCAPTCHA|FIREBASE_/.test(item));

  it("names each build setting the deploy's environment lacks, and APP_CHECK=enforce in the functions' .env", async () => {
    const results = await preflightOf(undefined, {
      buildEnv: { FIREBASE_API_KEY: WEB_API_KEY_VALUE, FIREBASE_PROJECT_ID: PROJECT_ID },
      env: {
        SITE_ORIGIN: 'https://www.queencityestates.com',
        WEB_API_KEY: 'k',
        MAIL_FROM: 'm',
        APP_CHECK: 'monitor',
        BASEMAP_URL: BASEMAP_FOLDER,
      },
    });
    expect(resultOf(results, 'App Check').missing).toEqual([
      {
        item: "APP_CHECK_SITE_KEY is not set in the deploy's environment: the build gives the site's forms the reCAPTCHA Enterprise key of the site's domain",
        fix: "export APP_CHECK_SITE_KEY=<the reCAPTCHA Enterprise key of the site's domain>   (docs/operations.md#app-check says where each comes from)",
      },
      {
        item: "FIREBASE_APP_ID is not set in the deploy's environment: the build gives the site's forms the Firebase web app's appId",
        fix: "export FIREBASE_APP_ID=<the Firebase web app's appId>   (docs/operations.md#app-check says where each comes from)",
      },
      {
        item: 'APP_CHECK is "monitor": the api refuses to start unless it is "enforce"',
        fix: `remove the APP_CHECK line from functions/.env.${PROJECT_ID}, then echo 'APP_CHECK="enforce"' >> functions/.env.${PROJECT_ID}`,
      },
    ]);
  });

  it('refuses a web app of another project', async () => {
    const results = await preflightOf(undefined, {
      buildEnv: { APP_CHECK_SITE_KEY: SITE_KEY, FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'qce-staging', FIREBASE_APP_ID: WEB_APP_ID },
    });
    expect(check(missingOf(results)).map(({ item }) => item)).toEqual([
      `FIREBASE_PROJECT_ID is qce-staging, not ${PROJECT_ID}: the forms would ask another project's App Check for tokens this api refuses`,
    ]);
  });

  it('gives the command that registers the web app with the build’s key when App Check does not know it', async () => {
    const results = await preflightOf((project) => (project.appCheckKeys = {}));
    expect(resultOf(results, 'App Check').missing).toEqual([
      {
        item: `the web app ${WEB_APP_ID} is not registered in App Check with reCAPTCHA Enterprise: no form could get a token`,
        fix:
          `curl -X PATCH -H "Authorization: Bearer $(gcloud auth print-access-token)" -H 'x-goog-user-project: ${PROJECT_ID}' -H 'Content-Type: application/json' ` +
          `'https://firebaseappcheck.googleapis.com/v1/projects/${PROJECT_ID}/apps/${WEB_APP_ID}/recaptchaEnterpriseConfig?updateMask=siteKey' ` +
          `-d '{"siteKey":"${SITE_KEY}"}'`,
      },
    ]);
  });

  it('names the domains the key does not accept, with the command that adds them, and a key that is not there', async () => {
    const narrow = await preflightOf((project) => (project.recaptchaKeys[SITE_KEY] = { allowedDomains: [`${PROJECT_ID}.web.app`] }));
    expect(resultOf(narrow, 'App Check').missing).toEqual([
      {
        item: `the reCAPTCHA Enterprise key ${SITE_KEY} does not accept www.queencityestates.com, ${PROJECT_ID}.firebaseapp.com: every form sent from there would be refused`,
        fix: `gcloud recaptcha keys update ${SITE_KEY} --web --domains=${PROJECT_ID}.web.app,www.queencityestates.com,${PROJECT_ID}.firebaseapp.com --project ${PROJECT_ID}`,
      },
    ]);
    const open = await preflightOf((project) => (project.recaptchaKeys[SITE_KEY] = { allowedDomains: [], allowAllDomains: true }));
    expect(resultOf(open, 'App Check').missing).toEqual([]);
    const gone = await preflightOf((project) => (project.recaptchaKeys = {}));
    expect(resultOf(gone, 'App Check').missing.map(({ item }) => item)).toEqual([
      `the reCAPTCHA Enterprise key ${SITE_KEY} is not in ${PROJECT_ID}`,
    ]);
  });
});

describe('the APIs', () => {
  it('names each disabled API with the command that enables it', async () => {
    const results = await preflightOf((project) => {
      project.enabledApis = project.enabledApis.filter(
        (api) => api !== 'iamcredentials.googleapis.com' && api !== 'cloudscheduler.googleapis.com',
      );
    });
    expect(resultOf(results, 'Google APIs enabled').missing).toEqual([
      {
        item: 'cloudscheduler.googleapis.com is not enabled (runs the scheduled functions)',
        fix: `gcloud services enable cloudscheduler.googleapis.com --project=${PROJECT_ID}`,
      },
      {
        item: "iamcredentials.googleapis.com is not enabled (signs the live inbox's custom tokens (IAM signBlob))",
        fix: `gcloud services enable iamcredentials.googleapis.com --project=${PROJECT_ID}`,
      },
    ]);
  });

  it('asks for what the code uses: schedules, secrets and the SDK’s own additions only where declared', () => {
    const apis = (build: Parameters<typeof declaredFunctions>[0], products = ['functions']) =>
      requiredApis(products, declaredFunctions(build)).map(({ api }) => api);
    const plain = apis({ endpoints: { api: { region: ['us-central1'], platform: 'gcfv2' } } });
    expect(plain).toEqual(
      expect.arrayContaining([
        'cloudfunctions.googleapis.com',
        'run.googleapis.com',
        'eventarc.googleapis.com',
        'iamcredentials.googleapis.com',
      ]),
    );
    expect(plain).not.toContain('cloudscheduler.googleapis.com');
    expect(plain).not.toContain('secretmanager.googleapis.com');
    expect(plain).not.toContain('firestore.googleapis.com');
    const full = apis(
      {
        endpoints: { job: { region: ['us-central1'], scheduleTrigger: {}, secretEnvironmentVariables: [{ key: 'S', secret: 'S' }] } },
        requiredAPIs: [{ api: 'cloudtasks.googleapis.com', reason: 'task queues' }],
      },
      ['functions', 'firestore'],
    );
    expect(full).toEqual(
      expect.arrayContaining([
        'cloudscheduler.googleapis.com',
        'secretmanager.googleapis.com',
        'cloudtasks.googleapis.com',
        'firestore.googleapis.com',
        'firebaserules.googleapis.com',
      ]),
    );
  });
});

describe('the secrets', () => {
  it('names a secret that is not set, and one whose latest version is disabled, with the command that sets it', async () => {
    const results = await preflightOf((project) => (project.secrets = { ADMIN_SETUP_SECRET: 'DISABLED' }));
    expect(resultOf(results, 'secrets in Secret Manager').missing).toEqual([
      {
        item: "ADMIN_SETUP_SECRET's latest version is DISABLED",
        fix: `npx firebase functions:secrets:set ADMIN_SETUP_SECRET --project ${PROJECT_ID}`,
      },
      { item: 'SMTP_URL is not set', fix: `npx firebase functions:secrets:set SMTP_URL --project ${PROJECT_ID}` },
    ]);
  });

  it('reads the secrets from the manifest: parameters and the secrets each function binds', () => {
    expect(declared().secrets).toEqual(['ADMIN_SETUP_SECRET', 'SMTP_URL']);
    const bound = declaredFunctions({
      endpoints: { api: { secretEnvironmentVariables: [{ key: 'LINK_SIGNING_SECRET', secret: 'LINK_SIGNING_SECRET' }] } },
    });
    expect(bound.secrets).toEqual(['LINK_SIGNING_SECRET']);
  });
});

describe('the Firestore database', () => {
  const databaseCheck = 'Firestore (default) database';

  it('gives the command that makes a missing one next to the functions, with point-in-time recovery', async () => {
    const results = await preflightOf((project) => delete project.database);
    expect(resultOf(results, databaseCheck).missing).toEqual([
      {
        item: 'the project has no (default) Firestore database',
        fix: `gcloud firestore databases create --database='(default)' --location=nam5 --type=firestore-native --edition=standard --enable-pitr --project=${PROJECT_ID}`,
      },
    ]);
  });

  it('accepts us-central1 and refuses a location away from the functions, saying it cannot change', async () => {
    const inRegion = await preflightOf((project) => (project.database!.locationId = 'us-central1'));
    expect(resultOf(inRegion, databaseCheck).missing).toEqual([]);
    const away = await preflightOf((project) => (project.database!.locationId = 'europe-west1'));
    expect(resultOf(away, databaseCheck).missing).toEqual([
      {
        item: 'the (default) database is in europe-west1, away from the functions (us-central1): every request would cross regions',
        fix: "a database's location cannot change: deploy to a project whose database is in nam5 or nam7 or us-central1, or move every function (functions/src/composition/params.ts, firebase.json's rewrites) to a region of europe-west1",
      },
    ]);
  });

  it('refuses Datastore mode and the Enterprise edition', async () => {
    const results = await preflightOf((project) =>
      Object.assign(project.database!, { type: 'DATASTORE_MODE', databaseEdition: 'ENTERPRISE' }),
    );
    expect(resultOf(results, databaseCheck).missing.map((missing) => missing.item)).toEqual([
      'the (default) database is in DATASTORE_MODE, not Firestore Native mode',
      'the (default) database is ENTERPRISE edition; the code and its indexes are written for Standard',
    ]);
    expect(resultOf(results, databaseCheck).missing[0]!.fix).toBe(
      `gcloud firestore databases update --database='(default)' --type=firestore-native --project=${PROJECT_ID}   (possible only while it holds no data)`,
    );
  });
});

describe('point-in-time recovery and backups', () => {
  const backups = 'point-in-time recovery and daily backups';

  it('gives the commands that turn on point-in-time recovery and a daily backup schedule', async () => {
    const results = await preflightOf((project) => {
      project.database!.pointInTimeRecoveryEnablement = 'POINT_IN_TIME_RECOVERY_DISABLED';
      project.backupSchedules = [{ name: 'weekly', retention: '1209600s', weeklyRecurrence: { day: 'MONDAY' } }];
    });
    expect(resultOf(results, backups).missing).toEqual([
      {
        item: 'point-in-time recovery is off on the (default) database',
        fix: `gcloud firestore databases update --database='(default)' --enable-pitr --project=${PROJECT_ID}`,
      },
      {
        item: 'the (default) database has no daily backup schedule',
        fix: `gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=7d --project=${PROJECT_ID}`,
      },
    ]);
  });

  it('asks for the schedule once a missing database is made (the command that makes it turns recovery on)', async () => {
    const results = await preflightOf((project) => delete project.database);
    expect(resultOf(results, backups).missing.map((missing) => missing.item)).toEqual([
      'the (default) database has no daily backup schedule',
    ]);
  });
});

describe('the indexes and TTL policies', () => {
  const indexes = 'Firestore indexes and TTL policies';
  const parent = `projects/${PROJECT_ID}/databases/(default)/collectionGroups`;

  it('names a collection the code expires whose TTL policy the file lacks', async () => {
    const results = await preflightOf(undefined, { ttlCollections: ['loginAttempts', 'mailOutbox', 'signInLinks'] });
    expect(resultOf(results, indexes).missing).toEqual([
      {
        item: 'signInLinks documents expire at their expiresAt, but firestore.indexes.json has no TTL policy for it: they would be kept forever',
        fix: 'add { "collectionGroup": "signInLinks", "fieldPath": "expiresAt", "ttl": true, "indexes": [] } to fieldOverrides in firestore.indexes.json',
      },
    ]);
  });

  it('refuses more composite indexes than a database holds, and a file firebase deploy would refuse', async () => {
    const many = {
      indexes: Array.from({ length: 201 }, (_, i) => ({
        collectionGroup: `c${i}`,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
        ],
      })),
      fieldOverrides: [],
    };
    const tooMany = await preflightOf(undefined, { indexes: many, ttlCollections: [] });
    expect(resultOf(tooMany, indexes).missing[0]!.item).toBe(
      'firestore.indexes.json declares 201 composite indexes; a database holds at most 200',
    );
    const broken = await preflightOf(undefined, {
      indexes: { indexes: [{ collectionGroup: 'leads', fields: [{ fieldPath: 'status', order: 'UP' }] }] },
    });
    expect(resultOf(broken, indexes).missing).toEqual([
      {
        item: 'firestore.indexes.json would not deploy: Field "order" must be one of ASCENDING, DESCENDING: {"fieldPath":"status","order":"UP"}',
        fix: 'correct firestore.indexes.json',
      },
    ]);
  });

  it('names what the forced deploy would delete from the project, with the command that drops it on purpose', async () => {
    const results = await preflightOf((project) => {
      project.indexes.push({
        name: `${parent}/leads/indexes/EXTRA1`,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'assignedTo', order: 'ASCENDING' },
          { fieldPath: '__name__', order: 'ASCENDING' },
        ],
      });
      project.fields.push({ name: `${parent}/sessions/fields/expiresAt`, ttlConfig: { state: 'ACTIVE' } });
    });
    const keep = `keep it: add it to firestore.indexes.json (npx firebase firestore:indexes --project ${PROJECT_ID} prints the project's)`;
    expect(resultOf(results, indexes).missing).toEqual([
      {
        item: 'the project has an index firestore.indexes.json does not declare, which the deploy would delete: leads (assignedTo ASCENDING; COLLECTION)',
        fix: `${keep}; or drop it now: gcloud firestore indexes composite delete EXTRA1 --database='(default)' --project=${PROJECT_ID}`,
      },
      {
        item: 'the project has a TTL policy on sessions.expiresAt that firestore.indexes.json does not declare, which the deploy would delete',
        fix: `${keep}; or drop it now: gcloud firestore fields ttls update expiresAt --collection-group=sessions --database='(default)' --project=${PROJECT_ID} --disable-ttl`,
      },
    ]);
  });

  it('names a TTL policy in need of repair', async () => {
    const results = await preflightOf((project) => (project.fields[0]!.ttlConfig = { state: 'NEEDS_REPAIR' }));
    expect(resultOf(results, indexes).missing).toEqual([
      {
        item: 'the TTL policy on loginAttempts.expiresAt needs repair: Firestore deletes nothing by it',
        fix: `gcloud firestore fields ttls update expiresAt --collection-group=loginAttempts --database='(default)' --project=${PROJECT_ID} --enable-ttl`,
      },
    ]);
  });
});

describe("the functions' service accounts", () => {
  const runtime = "functions' service account";
  const member = `serviceAccount:${RUNTIME_ACCOUNT}`;

  it('gives the binding that lets the runtime account sign as itself, for the live inbox', async () => {
    const results = await preflightOf((project) => (project.serviceAccounts[RUNTIME_ACCOUNT] = {}));
    expect(resultOf(results, runtime).missing).toEqual([
      {
        item: `${RUNTIME_ACCOUNT} may not sign as itself (roles/iam.serviceAccountTokenCreator): the live inbox's token (POST /api/session/realtime) would fail`,
        fix: `gcloud iam service-accounts add-iam-policy-binding ${RUNTIME_ACCOUNT} --member=${member} --role=roles/iam.serviceAccountTokenCreator --project=${PROJECT_ID}`,
      },
    ]);
  });

  it('counts the token creator role granted on the whole project', async () => {
    const results = await preflightOf((project) => {
      project.serviceAccounts[RUNTIME_ACCOUNT] = {};
      project.projectPolicy.bindings!.push({ role: 'roles/iam.serviceAccountTokenCreator', members: [member] });
    });
    expect(resultOf(results, runtime).missing).toEqual([]);
  });

  it('without Editor, names each role the code needs that the account lacks', async () => {
    const results = await preflightOf((project) => {
      project.projectPolicy.bindings = [
        { role: 'roles/datastore.user', members: [member] },
        { role: 'roles/cloudbuild.builds.builder', members: [member] },
      ];
    });
    expect(resultOf(results, runtime).missing).toEqual([
      {
        item: `${RUNTIME_ACCOUNT} has no role that lets it manage Firebase Auth accounts and session cookies`,
        fix: `gcloud projects add-iam-policy-binding ${PROJECT_ID} --member=${member} --role=roles/firebaseauth.admin`,
      },
      {
        item: `${RUNTIME_ACCOUNT} has no role that lets it read and write the uploads' bucket`,
        fix: `gcloud projects add-iam-policy-binding ${PROJECT_ID} --member=${member} --role=roles/storage.objectAdmin`,
      },
    ]);
  });

  it('names a runtime account that does not exist', async () => {
    const results = await preflightOf((project) => (project.serviceAccounts = {}));
    expect(resultOf(results, runtime).missing).toEqual([
      {
        item: `the service account ${RUNTIME_ACCOUNT} does not exist`,
        fix: `gcloud services enable compute.googleapis.com --project=${PROJECT_ID}   (enabling Compute Engine makes its default service account)`,
      },
    ]);
  });

  it("gives the role Cloud Build's account lacks to build the functions", async () => {
    const results = await preflightOf((project) => {
      project.projectPolicy.bindings = [{ role: 'roles/firebase.admin', members: [member] }];
      project.projectPolicy.bindings.push({ role: 'roles/iam.serviceAccountTokenCreator', members: [member] });
    });
    expect(resultOf(results, runtime).missing).toEqual([]);
    expect(resultOf(results, "Cloud Build's service account").missing).toEqual([
      {
        item: `${RUNTIME_ACCOUNT} builds the functions but lacks roles/cloudbuild.builds.builder`,
        fix: `gcloud projects add-iam-policy-binding ${PROJECT_ID} --member=${member} --role=roles/cloudbuild.builds.builder`,
      },
    ]);
  });
});

describe('what the forced deploy would delete', () => {
  it("names a function deployed from this codebase that the code no longer declares, and leaves others' alone", async () => {
    const results = await preflightOf((project) => {
      const at = (id: string) => `projects/${PROJECT_ID}/locations/us-central1/functions/${id}`;
      project.functions.push(
        { name: at('oldReport'), labels: { 'deployment-tool': 'cli-firebase' } },
        { name: at('byConsole') },
        { name: at('otherCodebase'), labels: { 'deployment-tool': 'cli-firebase', 'firebase-functions-codebase': 'tools' } },
      );
    });
    expect(resultOf(results, 'deployed functions the code no longer declares').missing).toEqual([
      {
        item: 'oldReport (us-central1) is deployed but no longer in the code: the deploy would delete it',
        fix: `npx firebase functions:delete oldReport --region us-central1 --project ${PROJECT_ID} --force   (or declare it again)`,
      },
    ]);
  });
});

describe('Firebase Authentication', () => {
  const auth = 'Firebase Authentication';
  const patch = (mask: string, body: string) =>
    `curl -X PATCH -H "Authorization: Bearer $(gcloud auth print-access-token)" -H 'x-goog-user-project: ${PROJECT_ID}' -H 'Content-Type: application/json' 'https://identitytoolkit.googleapis.com/admin/v2/projects/${PROJECT_ID}/config?updateMask=${mask}' -d '${body}'`;

  it('gives the call that turns on password and email link sign-in, and authorizes the site’s domain', async () => {
    const results = await preflightOf((project) => {
      project.authConfig!.signIn.email.passwordRequired = true;
      project.authConfig!.authorizedDomains = ['localhost', `${PROJECT_ID}.web.app`];
    });
    expect(resultOf(results, auth).missing).toEqual([
      {
        item: 'the Email/Password provider, with email link sign-in, is not enabled: staff sign in with a password, clients with an email link',
        fix: patch('signIn.email.enabled,signIn.email.passwordRequired', '{"signIn":{"email":{"enabled":true,"passwordRequired":false}}}'),
      },
      {
        item: "www.queencityestates.com is not among Auth's authorized domains: clients' sign-in links to the site would be refused",
        fix: patch('authorizedDomains', `{"authorizedDomains":["localhost","${PROJECT_ID}.web.app","www.queencityestates.com"]}`),
      },
    ]);
  });

  it('names a project whose Authentication was never set up', async () => {
    const results = await preflightOf((project) => delete project.authConfig);
    expect(resultOf(results, auth).missing).toEqual([
      {
        item: 'Firebase Authentication is not set up',
        fix: `open https://console.firebase.google.com/project/${PROJECT_ID}/authentication and click Get started`,
      },
    ]);
  });
});

describe('Cloud Storage', () => {
  it('names a project whose Storage was never set up', async () => {
    const results = await preflightOf((project) => delete project.defaultBucket);
    expect(resultOf(results, 'Cloud Storage default bucket').missing).toEqual([
      {
        item: 'Cloud Storage for Firebase is not set up: the project has no default bucket',
        fix: `open https://console.firebase.google.com/project/${PROJECT_ID}/storage and click Get started`,
      },
    ]);
  });
});

describe('the basemap', () => {
  const basemapOf = async (change: Partial<FakeBasemap>, env?: Record<string, string>) => {
    const context: Partial<PreflightContext> = { publicFetch: fakeBasemapFetch({ ...completeBasemap(), ...change }) };
    const results = await preflightOf(undefined, env ? { ...context, env } : context, [basemapCheck]);
    return resultOf(results, 'basemap');
  };

  it('reads the archive by a Range request and each label font from the site’s origin, and says where they are', async () => {
    expect(await basemapOf({})).toEqual({ name: 'basemap', lines: [`BASEMAP_URL = ${BASEMAP_FOLDER}`], missing: [] });
  });

  it('names BASEMAP_URL when it is unset, with where to learn how to make the basemap and the line that sets it', async () => {
    const { BASEMAP_URL: _unset, ...env } = PROJECT_ENV;
    expect((await basemapOf({}, env)).missing).toEqual([
      {
        item: "BASEMAP_URL is not set: the maps would draw no streets, only the neighborhoods' outlines",
        fix: `make the basemap (docs/operations.md#the-basemap), then echo 'BASEMAP_URL="https://storage.googleapis.com/<bucket>"' >> functions/.env.${PROJECT_ID}`,
      },
    ]);
  });

  it('names an archive not there (no 206), one served compressed, and one that is not a PMTiles archive', async () => {
    const url = `${BASEMAP_FOLDER}/cincinnati.pmtiles`;
    expect((await basemapOf({ archiveStatus: 403 })).missing.map((missing) => missing.item)).toEqual([
      `the basemap's archive at ${url} answers 403 to a Range request, not 206 Partial Content`,
    ]);
    expect((await basemapOf({ contentEncoding: 'br', archive: new Uint8Array(16) })).missing.map((missing) => missing.item)).toEqual([
      "the basemap's archive is served compressed (Content-Encoding: br): its ranges cannot be read",
      `${url} is not a PMTiles version 3 archive`,
    ]);
  });

  it("names CORS that lacks the site's origin or ETag, with the command that sets the bucket's", async () => {
    const fix =
      'gcloud storage buckets update gs://qce-basemap --cors-file=basemap-cors.json   (the file in docs/operations.md#the-basemap, step 3)';
    expect((await basemapOf({ origins: ['https://qce.web.app'] })).missing).toEqual([
      {
        item: "the basemap's bucket does not allow the site (https://www.queencityestates.com) to read it: its CORS lacks the origin",
        fix,
      },
    ]);
    expect((await basemapOf({ exposed: ['Content-Type'] })).missing).toEqual([
      { item: "the basemap's bucket does not expose ETag to the site: its CORS lacks it among the response headers", fix },
    ]);
  });

  it('names each label font the folder lacks, and refuses a BASEMAP_URL that is no https:// folder', async () => {
    expect((await basemapOf({ fonts: ['Noto Sans Regular'] })).missing.map((missing) => missing.item)).toEqual([
      `the labels' font Noto Sans Italic is not in the basemap's folder (${BASEMAP_FOLDER}/fonts/Noto%20Sans%20Italic/0-255.pbf)`,
      `the labels' font Noto Sans Medium is not in the basemap's folder (${BASEMAP_FOLDER}/fonts/Noto%20Sans%20Medium/0-255.pbf)`,
    ]);
    expect((await basemapOf({}, { ...PROJECT_ENV, BASEMAP_URL: 'gs://qce-basemap' })).missing).toEqual([
      {
        item: 'BASEMAP_URL must be an https:// folder such as https://storage.googleapis.com/<bucket>, not "gs://qce-basemap"',
        fix: `correct it in functions/.env.${PROJECT_ID}`,
      },
    ]);
  });
});

describe('what Google refuses to show', () => {
  it('reports a 403 as something it could not read, with what would let it, and goes on with the other checks', async () => {
    const results = await preflightOf((project) =>
      project.refusals.push({
        service: 'cloudresourcemanager',
        pathPrefix: `v1/projects/${PROJECT_ID}:getIamPolicy`,
        error: { status: 403, message: 'The caller does not have permission' },
      }),
    );
    const refused = {
      item: "the project's IAM policy: Google refused to show it (403: The caller does not have permission)",
      fix: `sign in as a project Owner (gcloud auth application-default login), or have one grant your account roles/viewer and roles/iam.securityReviewer on ${PROJECT_ID}`,
    };
    expect(resultOf(results, "functions' service account").missing).toEqual([refused]);
    expect(resultOf(results, "Cloud Build's service account").missing).toEqual([refused]);
    expect(resultOf(results, 'Google APIs enabled').missing).toEqual([]);
  });

  it('gives the command that enables an API Google says is disabled', async () => {
    const results = await preflightOf((project) =>
      project.refusals.push({
        service: 'secretmanager',
        pathPrefix: 'v1/',
        error: {
          status: 403,
          message: 'Secret Manager API has not been used in project',
          reason: 'SERVICE_DISABLED',
          service: 'secretmanager.googleapis.com',
        },
      }),
    );
    expect(resultOf(results, 'secrets in Secret Manager').missing[0]).toEqual({
      item: 'the secret ADMIN_SETUP_SECRET: could not read it, secretmanager.googleapis.com is not enabled',
      fix: `gcloud services enable secretmanager.googleapis.com --project=${PROJECT_ID}`,
    });
  });

  it('reports a check that throws, and a machine without credentials, instead of throwing', async () => {
    const failing: PreflightCheck = { name: 'a check that breaks', run: async () => Promise.reject(new Error('boom')) };
    const results = await preflightOf(undefined, {}, [failing]);
    expect(results).toEqual([
      { name: 'a check that breaks', lines: [], missing: [{ item: 'the check could not finish: boom', fix: 'run the preflight again' }] },
    ]);

    const project = completeProject();
    const fake = await startFakeGoogle(project);
    try {
      const noCredentials = await runPreflight(contextFor(fake), () => Promise.reject(new Error('Could not load the default credentials')));
      expect(missingOf(noCredentials)).toEqual([
        {
          item: 'this machine has no Google credentials (Could not load the default credentials)',
          fix: 'gcloud auth application-default login',
        },
      ]);
      expect(fake.requests).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});

describe('a project the account cannot see', () => {
  it('says so alone, instead of every check failing on it', async () => {
    const results = await preflightOf((project) =>
      project.refusals.push({
        service: 'cloudresourcemanager',
        pathPrefix: `v1/projects/${PROJECT_ID}`,
        error: { status: 403, message: 'The caller does not have permission' },
      }),
    );
    expect(results).toEqual([
      {
        name: 'Google project',
        lines: [],
        missing: [
          {
            item: `${PROJECT_ID} does not exist, or this machine's Google account may not see it (The caller does not have permission)`,
            fix: "name the project's id in .firebaserc (npx firebase use --add), or sign in as one of its members (gcloud auth application-default login)",
          },
        ],
      },
    ]);
  });
});

describe('the report', () => {
  it('prints each missing item with its fix, then every fix once, in order', async () => {
    const results = await preflightOf((project) => {
      project.enabledApis = project.enabledApis.filter((api) => api !== 'iamcredentials.googleapis.com');
      project.refusals.push({
        service: 'secretmanager',
        pathPrefix: 'v1/',
        error: { status: 403, message: 'disabled', reason: 'SERVICE_DISABLED', service: 'iamcredentials.googleapis.com' },
      });
    });
    const report = preflightReport(PROJECT_ID, results);
    const enable = `gcloud services enable iamcredentials.googleapis.com --project=${PROJECT_ID}`;
    expect(report).toContain('MISSING Google APIs enabled');
    expect(report).toContain(`          fix: ${enable}`);
    const summary = report.slice(report.indexOf('3 missing: a deploy stops here. The fixes, in order:') + 1);
    expect(summary).toEqual([`  ${enable}`]);
  });
});
