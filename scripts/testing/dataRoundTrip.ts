// `npm test`'s data step: the running test stack's data, exported as `npm run data:export` does,
// imported as `npm run data:import` does, and started by a second Firestore and Auth emulator as
// `npm start` starts them: every document, every account (with its password) and every upload
// must come back as it was.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckResult } from '../deploy/checkResult';
import { startAuthEmulator } from '../stack/authEmulator';
import { startCloudFirestoreEmulator } from '../stack/cloudFirestoreEmulator';
import { address, authAddress, DEMO_ADMIN, emulators, PROJECT_ID } from '../stack/config';
import { importLocalData, saveTogether } from '../stack/localData';
import { AUTH_PART, FIRESTORE_PART, LOCAL_DATA_PARTS, localDataParts, UPLOADS_PART } from '../stack/localDataParts';
import type { Stack } from '../stack/stack';

/** The second emulators' ports, this far above the stack's (clear of every port firebase.json and the Auth process use). */
const PORT_OFFSET = 1000;
const OWNER = { Authorization: 'Bearer owner' };
const DATABASE = `projects/${PROJECT_ID}/databases/(default)/documents`;
const AWKWARD_ID = 'access-answer uid-2026-11-28T20:52:37.835Z';

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...OWNER, ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Every document of the database, at any depth, by path, as the REST API gives its fields: one
 * query over all collections (what the Admin SDK's recursive delete asks), so no document id ever
 * goes into a URL, where a timestamp's `:` would end the path at a custom method.
 */
async function documentsOf(firestore: string): Promise<Map<string, unknown>> {
  const answer = await call<{ document?: { name: string; fields?: unknown } }[]>(`http://${firestore}/v1/${DATABASE}:runQuery`, {
    method: 'POST',
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  return new Map(
    answer.flatMap(({ document }) =>
      document
        ? [[document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length), document.fields ?? null] as const]
        : [],
    ),
  );
}

/** Every Auth account, by uid, with what sign-in depends on (its password's hash and salt, its claims). */
async function accountsOf(auth: string): Promise<Map<string, unknown>> {
  const { users = [] } = await call<{ users?: Record<string, unknown>[] }>(
    `http://${auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchGet?maxResults=1000`,
  );
  return new Map(
    users.map(({ localId, email, passwordHash, salt, customAttributes, disabled, displayName }) => [
      String(localId),
      // `disabled` is left out of an account's answer until it is set: absent is false.
      { email, passwordHash, salt, customAttributes, disabled: Boolean(disabled), displayName },
    ]),
  );
}

/** Every file under `dir` with its size. */
const filesOf = (dir: string): Map<string, number> =>
  new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(join(dir, name)).isFile())
      .map((name) => [name, statSync(join(dir, name)).size]),
  );

/** JSON with every object's keys in order: the REST API answers a map's fields in no set order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  );

/** What differs between two maps, at most five entries named (the first changed one shown before and after). */
function differences(what: string, before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  const lost = [...before.keys()].filter((key) => !after.has(key));
  const changed = [...before.keys()].filter((key) => after.has(key) && canonical(before.get(key)) !== canonical(after.get(key)));
  const added = [...after.keys()].filter((key) => !before.has(key));
  const name = (keys: string[]) => `${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}`;
  return [
    ...(lost.length > 0 ? [`${lost.length} ${what} lost: ${name(lost)}`] : []),
    ...(changed.length > 0
      ? [
          `${changed.length} ${what} changed: ${name(changed)}; the first was ${canonical(before.get(changed[0]!)).slice(0, 300)}, is ${canonical(after.get(changed[0]!)).slice(0, 300)}`,
        ]
      : []),
    ...(added.length > 0 ? [`${added.length} ${what} appeared: ${name(added)}`] : []),
  ];
}

export async function checkDataRoundTrip(stack: Stack): Promise<CheckResult> {
  const result: CheckResult = { name: 'local data export and import', lines: [], problems: [] };
  if (stack.path !== 'cloud-sdk-firestore') {
    // firebase-tools keeps Firestore and Storage in its own process there; a second one needs a whole stack.
    result.problems.push(`not checked on the ${stack.path} path: this check starts the Cloud CLI's Firestore emulator`);
    return result;
  }
  const work = mkdtempSync(join(tmpdir(), 'data-round-trip-'));
  const exported = join(work, 'export');
  const dataDir = join(work, 'data');
  const uploadsDir = stack.env.LOCAL_UPLOADS_DIR;
  const snapshot = async () => ({
    documents: await documentsOf(address('firestore')),
    accounts: await accountsOf(address('auth')),
    uploads: uploadsDir ? filesOf(uploadsDir) : new Map<string, number>(),
  });
  const unchanged = (a: Awaited<ReturnType<typeof snapshot>>, b: typeof a) =>
    [...differences('', a.documents, b.documents), ...differences('', a.accounts, b.accounts), ...differences('', a.uploads, b.uploads)]
      .length === 0;
  // Ids as the product writes them (a timestamp's colons, a space) must survive the walk and the trip.
  await call(`http://${address('firestore')}/v1/${DATABASE}/dataRoundTrip?documentId=${encodeURIComponent(AWKWARD_ID)}`, {
    method: 'POST',
    body: JSON.stringify({ fields: { at: { stringValue: AWKWARD_ID } } }),
  });
  // What the export holds is what the stack held before and after it: a write that lands meanwhile (a
  // request still finishing) makes it try again.
  let before = await snapshot();
  for (let attempt = 1; ; attempt++) {
    await saveTogether(localDataParts(stack.path, uploadsDir ? { uploadsDir } : {}), exported);
    const after = await snapshot();
    if (unchanged(before, after)) break;
    if (attempt === 3) {
      result.problems.push('the stack kept changing while it was exported, three times over');
      rmSync(work, { recursive: true, force: true });
      return result;
    }
    before = after;
  }
  const { documents, accounts, uploads } = before;
  if (!documents.has(`dataRoundTrip/${AWKWARD_ID}`)) result.problems.push(`the walk over the stack missed the document "${AWKWARD_ID}"`);
  result.lines.push(`the stack holds ${documents.size} documents, ${accounts.size} accounts and ${uploads.size} upload files`);
  await importLocalData(exported, dataDir, LOCAL_DATA_PARTS, [AUTH_PART]);
  const firestore = await startCloudFirestoreEmulator(join(dataDir, FIRESTORE_PART), PORT_OFFSET);
  try {
    const auth = await startAuthEmulator({ persist: true, dataDir, portOffset: PORT_OFFSET });
    try {
      const firestoreAgain = `${emulators.firestore.host}:${emulators.firestore.port + PORT_OFFSET}`;
      const [documentsAgain, accountsAgain] = await Promise.all([documentsOf(firestoreAgain), accountsOf(authAddress(PORT_OFFSET))]);
      const uploadsAgain = filesOf(join(dataDir, UPLOADS_PART));
      result.lines.push(
        `a fresh Firestore and Auth started from the import: ${documentsAgain.size} documents, ${accountsAgain.size} accounts`,
      );
      result.problems.push(
        ...differences('documents', documents, documentsAgain),
        ...differences('accounts', accounts, accountsAgain),
        ...differences('upload files', uploads, uploadsAgain),
      );
      // A password is kept as its hash: the demo admin signing in proves the hash and salt came through usable.
      const signIn = await fetch(
        `http://${authAddress(PORT_OFFSET)}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, returnSecureToken: true }),
        },
      );
      if (signIn.ok) result.lines.push('the demo admin signs in to the imported Auth with their password');
      else result.problems.push(`the demo admin could not sign in to the imported Auth: ${signIn.status} ${await signIn.text()}`);
    } finally {
      await auth.stop('SIGINT', 60_000);
    }
  } finally {
    await firestore.stop('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  return result;
}
