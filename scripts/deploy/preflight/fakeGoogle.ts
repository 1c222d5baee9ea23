// The preflight's tests talk to this instead of Google: an HTTP server on 127.0.0.1 that answers
// the REST calls the checks make from a project described as data, so a test states what the
// project lacks and reads what the preflight says. Nothing leaves the machine.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleService } from '../google/googleApi';
import type { FirestoreDatabase } from './firestoreDatabase';
import type { IamPolicy } from './iamPolicy';

/** A Google error as the APIs send it. */
export interface FakeError {
  status: number;
  message: string;
  reason?: string;
  service?: string;
}

export interface FakeProject {
  projectId: string;
  projectNumber: string;
  enabledApis: string[];
  /** Each secret's latest version's state; a secret not listed does not exist. */
  secrets: Record<string, string>;
  /** Absent: the project has no (default) database. */
  database?: FirestoreDatabase;
  backupSchedules: { name: string; retention: string; dailyRecurrence?: object; weeklyRecurrence?: object }[];
  indexes: { name: string; queryScope: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] }[];
  fields: { name: string; ttlConfig?: { state: string } }[];
  projectPolicy: IamPolicy;
  /** Each service account's own policy; an account not listed does not exist. */
  serviceAccounts: Record<string, IamPolicy>;
  buildServiceAccount: string;
  functions: { name: string; labels?: Record<string, string> }[];
  webApps: { appId: string; apiKey: string }[];
  /** Each web app's reCAPTCHA Enterprise site key in App Check; an app not listed is not registered. */
  appCheckKeys: Record<string, string>;
  /** The project's reCAPTCHA Enterprise keys, with the domains each accepts. */
  recaptchaKeys: Record<string, { allowedDomains: string[]; allowAllDomains?: boolean }>;
  /** Absent: Firebase Authentication was never set up. */
  authConfig?: { signIn: { email: { enabled: boolean; passwordRequired: boolean } }; authorizedDomains: string[] };
  /** Absent: Cloud Storage for Firebase was never set up. */
  defaultBucket?: string;
  /** The documents of each database that holds any, counted by top-level collection. */
  collections: Record<string, Record<string, number>>;
  /** Requests refused whatever the project holds: a path prefix (after the service) and the error. */
  refusals: { service: GoogleService; pathPrefix: string; error: FakeError }[];
}

type Route = [
  method: string,
  service: GoogleService,
  pattern: RegExp,
  answer: (project: FakeProject, match: RegExpExecArray, url: URL, body: unknown) => unknown,
];

const notFound = (what: string): FakeError => ({ status: 404, message: `${what} not found` });

class Refused {
  constructor(readonly error: FakeError) {}
}
const refuse = (error: FakeError) => new Refused(error);

const ROUTES: Route[] = [
  [
    'GET',
    'serviceusage',
    /^v1\/projects\/[^/]+\/services:batchGet$/,
    (project, _match, url) => ({
      services: url.searchParams.getAll('names').map((name) => {
        const api = name.split('/').pop()!;
        return {
          name: `projects/${project.projectNumber}/services/${api}`,
          config: { name: api },
          state: project.enabledApis.includes(api) ? 'ENABLED' : 'DISABLED',
        };
      }),
    }),
  ],
  [
    'GET',
    'secretmanager',
    /^v1\/projects\/[^/]+\/secrets\/([^/]+)\/versions\/latest$/,
    (project, [, secret]) =>
      project.secrets[secret!] === undefined ? refuse(notFound(`Secret ${secret}`)) : { state: project.secrets[secret!] },
  ],
  ['GET', 'firestore', /^v1\/projects\/[^/]+\/databases\/\(default\)$/, (project) => project.database ?? refuse(notFound('Database'))],
  [
    'GET',
    'firestore',
    /^v1\/projects\/[^/]+\/databases\/\(default\)\/backupSchedules$/,
    (project) => (project.database ? { backupSchedules: project.backupSchedules } : refuse(notFound('Database'))),
  ],
  [
    'GET',
    'firestore',
    /^v1\/projects\/[^/]+\/databases\/\(default\)\/collectionGroups\/-\/indexes$/,
    (project) => ({ indexes: project.indexes }),
  ],
  [
    'GET',
    'firestore',
    /^v1\/projects\/[^/]+\/databases\/\(default\)\/collectionGroups\/-\/fields$/,
    (project) => ({ fields: project.fields }),
  ],
  [
    'POST',
    'firestore',
    /^v1\/projects\/[^/]+\/databases\/([^/]+)\/documents:listCollectionIds$/,
    (project, [, database]) => {
      const collections = project.collections[database!];
      return collections ? { collectionIds: Object.keys(collections) } : refuse(notFound(`Database ${database}`));
    },
  ],
  [
    'POST',
    'firestore',
    /^v1\/projects\/[^/]+\/databases\/([^/]+)\/documents:runAggregationQuery$/,
    (project, [, database], _url, body) => {
      const { structuredAggregationQuery } = body as {
        structuredAggregationQuery: { structuredQuery: { from: { collectionId: string }[] } };
      };
      const count = project.collections[database!]?.[structuredAggregationQuery.structuredQuery.from[0]!.collectionId] ?? 0;
      return [{ result: { aggregateFields: { count: { integerValue: String(count) } } }, readTime: '2026-05-04T14:30:00Z' }];
    },
  ],
  [
    'GET',
    'cloudresourcemanager',
    /^v1\/projects\/([^/:]+)$/,
    (project) => ({ projectId: project.projectId, projectNumber: project.projectNumber }),
  ],
  ['POST', 'cloudresourcemanager', /^v1\/projects\/[^/:]+:getIamPolicy$/, (project) => project.projectPolicy],
  [
    'POST',
    'iam',
    /^v1\/projects\/[^/]+\/serviceAccounts\/([^/:]+):getIamPolicy$/,
    (project, [, email]) => project.serviceAccounts[decodeURIComponent(email!)] ?? refuse(notFound(`Service account ${email}`)),
  ],
  [
    'GET',
    'cloudbuild',
    /^v1\/projects\/([^/]+)\/locations\/global\/defaultServiceAccount$/,
    (project) => ({ serviceAccountEmail: `projects/${project.projectId}/serviceAccounts/${project.buildServiceAccount}` }),
  ],
  ['GET', 'cloudfunctions', /^v2\/projects\/[^/]+\/locations\/-\/functions$/, (project) => ({ functions: project.functions })],
  [
    'GET',
    'firebase',
    /^v1beta1\/projects\/[^/]+\/webApps$/,
    (project) => ({ apps: project.webApps.map(({ appId }) => ({ appId, state: 'ACTIVE' })) }),
  ],
  [
    'GET',
    'firebase',
    /^v1beta1\/projects\/[^/]+\/webApps\/([^/]+)\/config$/,
    (project, [, appId]) => {
      const app = project.webApps.find((candidate) => candidate.appId === appId);
      return app ? { apiKey: app.apiKey } : refuse(notFound(`Web app ${appId}`));
    },
  ],
  [
    'GET',
    'firebaseappcheck',
    /^v1\/projects\/[^/]+\/apps\/([^/]+)\/recaptchaEnterpriseConfig$/,
    (project, [, appId]) => {
      const siteKey = project.appCheckKeys[appId!];
      return siteKey
        ? { name: `projects/${project.projectNumber}/apps/${appId}/recaptchaEnterpriseConfig`, siteKey }
        : refuse(notFound('Config'));
    },
  ],
  [
    'GET',
    'recaptchaenterprise',
    /^v1\/projects\/[^/]+\/keys\/([^/]+)$/,
    (project, [, key]) => {
      const settings = project.recaptchaKeys[key!];
      return settings ? { name: `projects/${project.projectId}/keys/${key}`, webSettings: settings } : refuse(notFound(`Key ${key}`));
    },
  ],
  ['GET', 'identitytoolkit', /^admin\/v2\/projects\/[^/]+\/config$/, (project) => project.authConfig ?? refuse(notFound('Configuration'))],
  [
    'GET',
    'firebasestorage',
    /^v1alpha\/projects\/([^/]+)\/defaultBucket$/,
    (project) =>
      project.defaultBucket
        ? { bucket: { name: `projects/${project.projectId}/buckets/${project.defaultBucket}` } }
        : refuse(notFound('Default bucket')),
  ],
];

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function googleError({ status, message, reason, service }: FakeError) {
  return {
    error: {
      code: status,
      message,
      status: status === 403 ? 'PERMISSION_DENIED' : status === 404 ? 'NOT_FOUND' : 'UNKNOWN',
      ...(reason
        ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, metadata: service ? { service } : {} }] }
        : {}),
    },
  };
}

export interface FakeGoogle {
  /** Each service's origin on the fake, for googleApi's `origin`. */
  origin: (service: GoogleService) => string;
  /** Every request received, as "METHOD service/path". */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `project` on 127.0.0.1 until closed; every request must carry a bearer token. */
export async function startFakeGoogle(project: FakeProject): Promise<FakeGoogle> {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, service = '', ...rest] = url.pathname.split('/');
    const path = decodeURIComponent(rest.join('/'));
    requests.push(`${request.method} ${service}/${path}`);
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (!request.headers.authorization?.startsWith('Bearer '))
        return send(response, 401, googleError({ status: 401, message: 'no credentials' }));
      const refusal = project.refusals.find((candidate) => candidate.service === service && path.startsWith(candidate.pathPrefix));
      if (refusal) return send(response, refusal.error.status, googleError(refusal.error));
      for (const [method, routeService, pattern, answer] of ROUTES) {
        const match = routeService === service && method === request.method ? pattern.exec(path) : null;
        if (!match) continue;
        let body: unknown;
        try {
          body = answer(project, match, url, text ? JSON.parse(text) : undefined);
        } catch (error) {
          // A fake that breaks answers, so the test fails on what it reads rather than waiting.
          return send(response, 500, googleError({ status: 500, message: `the fake broke: ${(error as Error).message}` }));
        }
        return body instanceof Refused ? send(response, body.error.status, googleError(body.error)) : send(response, 200, body);
      }
      send(response, 404, googleError({ status: 404, message: `the fake has no ${request.method} ${service}/${path}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: (service) => `http://127.0.0.1:${port}/${service}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
