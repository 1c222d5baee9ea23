import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { firestoreRulesEnvironment } from './environment';

let env: RulesTestEnvironment;

// Denied requests are what half of these tests expect; the SDK's warning for each is noise.
setLogLevel('error');

beforeAll(async () => {
  env = await firestoreRulesEnvironment();
});
afterAll(() => env.cleanup());

const PUBLIC = ['properties', 'neighborhoods', 'testimonials', 'blogPosts'];
const CLOSED = ['leads', 'users', 'usernames', 'loginAttempts', 'idempotencyKeys', 'system', 'anythingElse'];

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const name of [...PUBLIC, ...CLOSED]) await setDoc(doc(db, name, 'existing'), { title: 'Seeded' });
  });
});

const visitors: [string, () => ReturnType<RulesTestContext['firestore']>][] = [
  ['a visitor', () => env.unauthenticatedContext().firestore()],
  ['a signed-in non-admin', () => env.authenticatedContext('agent-uid', { admin: false }).firestore()],
  ['an admin', () => env.authenticatedContext('admin-uid', { admin: true }).firestore()],
];

describe.each(PUBLIC)('%s (public content)', (name) => {
  it.each(visitors)('%s can read one document and list them', async (_who, db) => {
    await assertSucceeds(getDoc(doc(db(), name, 'existing')));
    await assertSucceeds(getDocs(collection(db(), name)));
  });

  it.each(visitors)('%s cannot create, update or delete (writes go through the api)', async (_who, db) => {
    await assertFails(setDoc(doc(db(), name, 'new'), { title: 'Forged' }));
    await assertFails(updateDoc(doc(db(), name, 'existing'), { title: 'Changed' }));
    await assertFails(deleteDoc(doc(db(), name, 'existing')));
  });
});

describe.each(CLOSED)('%s (closed to clients)', (name) => {
  it.each(visitors)('%s can neither read nor list', async (_who, db) => {
    await assertFails(getDoc(doc(db(), name, 'existing')));
    await assertFails(getDocs(collection(db(), name)));
  });

  it.each(visitors)('%s cannot write', async (_who, db) => {
    await assertFails(setDoc(doc(db(), name, 'new'), { name: 'Forged' }));
    await assertFails(deleteDoc(doc(db(), name, 'existing')));
  });
});
