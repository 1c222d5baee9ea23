import { Timestamp } from 'firebase-admin/firestore';
import type { NewUserInput } from '@estate/domain';
import { bringUpToDate } from '../../../scripts/keptData';
import { makePhotoVariants } from '../../src/uploads/photoVariants';
import { realImage } from '../support/images';
import { memoryFileStore, testApp } from '../support/testApp';

/** `npm start` keeps the last session's data: the seeding then gives it what this version expects. */

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

/** As the start banner names them: an admin the kept data has already, and an agent it lacks. */
const ACCOUNTS: NewUserInput[] = [
  { username: 'admin', password: 'luxury-admin-2026', name: 'Avery Sinclair', email: 'admin@queencityestates.com', role: 'admin' },
  { username: 'agent', password: 'luxury-agent-2026', name: 'Morgan Hayes', email: 'agent@queencityestates.com', role: 'agent' },
];

describe('bringUpToDate', () => {
  it('adds the demo agent that data from before the agent role lacks, and completes its old leads, once', async () => {
    await t.createUser();
    const legacy = await t.deps.db
      .collection('leads')
      .add({ name: 'Riley Legacy', email: 'riley@example.com', source: 'contact_form', createdAt: Timestamp.now() });

    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS)).toEqual({ users: 1, leads: 1 });
    const agents = await t.deps.db.collection('users').where('username', '==', 'agent').get();
    expect(agents.docs.map((profile) => profile.get('role'))).toEqual(['agent']);
    // The agent signs in with the password the banner prints.
    await t.signIn('agent', 'luxury-agent-2026');
    expect((await legacy.get()).get('ownerId')).toBeNull();

    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS)).toEqual({});
  });

  it('leaves an account alone whose email someone else has', async () => {
    await t.createUser({ username: 'casey', email: 'agent@queencityestates.com' });
    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS)).toEqual({ users: 1 });
    expect((await t.deps.db.collection('users').get()).docs.map((profile) => profile.get('username')).sort()).toEqual(['admin', 'casey']);
  });

  it('makes whole a demo account kept by halves: a profile whose Auth record is gone, then signs in again', async () => {
    const admin = await t.createUser();
    await t.deps.auth.deleteUser(admin.id);

    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS)).toEqual({ repairedAccounts: 1, users: 2 });
    await t.signIn('admin', 'luxury-admin-2026');
    expect((await t.deps.db.collection('users').get()).docs.map((profile) => profile.get('username')).sort()).toEqual(['admin', 'agent']);
    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS)).toEqual({});
  });

  it('makes whole a demo account kept by halves: an Auth record without its profile', async () => {
    await t.createUser();
    await t.deps.auth.createUser({ email: 'agent@queencityestates.com', password: 'something-else-1' });

    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS)).toEqual({ repairedAccounts: 1, users: 1 });
    await t.signIn('agent', 'luxury-agent-2026');
  });

  it('makes the web sizes its stored photos lack, once', async () => {
    const files = memoryFileStore();
    const photo = await makePhotoVariants(await realImage('jpeg', 1000, 750));
    for (const { name, bytes, contentType } of photo.files) if (!name.endsWith('-800.webp')) await files.save(name, bytes, contentType);

    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS, files)).toEqual({ users: 2, photos: 1 });
    expect(files.files.has(`${photo.photo.id}-800.webp`)).toBe(true);
    expect(await bringUpToDate(t.deps.db, t.deps.auth, ACCOUNTS, files)).toEqual({});
  });
});
