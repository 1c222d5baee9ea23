import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';

let env: RulesTestEnvironment;

// Denied writes are what these tests expect; the SDK's warning for each one is noise.
setLogLevel('error');

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('Rules tests need the Firestore emulator: run them through `npm test`, which starts it.');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { host, port: Number(port), rules: readFileSync(join(__dirname, '..', 'firestore.rules'), 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'properties/p1'), { title: 'Georgian Estate on Grandin Road' });
    await setDoc(doc(db, 'leads/l1'), { name: 'Jordan Ellis' });
  });
});

describe('properties', () => {
  it('a visitor can read a property', async () => {
    await assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), 'properties/p1')));
  });

  it('a visitor cannot write a property', async () => {
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'properties/p2'), { title: 'Forged listing' }));
  });

  it('even an admin cannot write a property from a client', async () => {
    const admin = env.authenticatedContext('admin-uid', { admin: true }).firestore();
    await assertFails(setDoc(doc(admin, 'properties/p1'), { price: 1 }));
  });
});

describe('leads', () => {
  it('a visitor cannot read a lead', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'leads/l1')));
  });
});
