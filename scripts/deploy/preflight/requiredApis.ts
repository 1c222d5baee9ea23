import type { DeclaredFunctions } from './declaredFunctions';

export interface RequiredApi {
  api: string;
  reason: string;
}

// What `firebase deploy` itself enables as it goes (firebase-tools' deploy/functions/prepare.js
// and ensure.js, deploy/firestore/prepare.js, gcp/storage.js, commands/deploy.js): checked first,
// so that an account without the right to enable APIs learns it here and not halfway through.
const FUNCTIONS_APIS: RequiredApi[] = [
  { api: 'cloudfunctions.googleapis.com', reason: 'Cloud Functions' },
  { api: 'cloudbuild.googleapis.com', reason: "builds the functions' containers" },
  { api: 'artifactregistry.googleapis.com', reason: "keeps the functions' containers" },
];
const SECOND_GEN_APIS: RequiredApi[] = [
  { api: 'run.googleapis.com', reason: '2nd gen functions run on Cloud Run' },
  { api: 'eventarc.googleapis.com', reason: "delivers Firestore events to the functions' triggers" },
  { api: 'pubsub.googleapis.com', reason: "carries the triggers' events" },
  { api: 'storage.googleapis.com', reason: "holds the functions' source uploads" },
];
const PRODUCT_APIS: Record<string, RequiredApi[]> = {
  hosting: [{ api: 'firebasehosting.googleapis.com', reason: 'Firebase Hosting' }],
  firestore: [
    { api: 'firestore.googleapis.com', reason: 'Firestore' },
    { api: 'firebaserules.googleapis.com', reason: 'deploys the security rules' },
  ],
  storage: [
    { api: 'firebasestorage.googleapis.com', reason: "Cloud Storage for Firebase (the uploads' bucket)" },
    { api: 'storage.googleapis.com', reason: 'Cloud Storage' },
    { api: 'firebaserules.googleapis.com', reason: 'deploys the security rules' },
  ],
};
// What the running code calls, and what the preflight itself reads.
const RUNTIME_APIS: RequiredApi[] = [
  { api: 'identitytoolkit.googleapis.com', reason: 'Firebase Auth: staff sign-in, session cookies, client sign-in links' },
  { api: 'firebaseappcheck.googleapis.com', reason: "gives the site's forms their App Check tokens" },
  { api: 'recaptchaenterprise.googleapis.com', reason: 'judges each browser before App Check gives it a token' },
  { api: 'iamcredentials.googleapis.com', reason: "signs the live inbox's custom tokens (IAM signBlob)" },
  { api: 'logging.googleapis.com', reason: "the functions' logs and Error Reporting" },
  { api: 'monitoring.googleapis.com', reason: 'alert policies and the uptime check' },
  { api: 'firebase.googleapis.com', reason: "the project's Firebase settings (its web app's API key)" },
  { api: 'cloudresourcemanager.googleapis.com', reason: "the project's IAM policy" },
  { api: 'iam.googleapis.com', reason: "the runtime service account's IAM policy" },
  { api: 'serviceusage.googleapis.com', reason: 'lists which APIs are enabled' },
];

/** The APIs this project needs, with why: from what firebase.json deploys and what the functions declare. */
export function requiredApis(products: string[], declared: DeclaredFunctions): RequiredApi[] {
  const { functions } = declared;
  const needed = [
    ...products.flatMap((product) => PRODUCT_APIS[product] ?? []),
    ...(functions.length > 0 ? FUNCTIONS_APIS : []),
    ...(functions.some((declared) => declared.platform === 'gcfv2') ? SECOND_GEN_APIS : []),
    ...(functions.some((declared) => declared.trigger === 'schedule')
      ? [{ api: 'cloudscheduler.googleapis.com', reason: 'runs the scheduled functions' }]
      : []),
    ...(declared.secrets.length > 0 ? [{ api: 'secretmanager.googleapis.com', reason: 'holds the secrets the functions read' }] : []),
    ...declared.requiredApis,
    ...RUNTIME_APIS,
  ];
  const byApi = new Map<string, RequiredApi>();
  for (const entry of needed) if (!byApi.has(entry.api)) byApi.set(entry.api, entry);
  return [...byApi.values()];
}
