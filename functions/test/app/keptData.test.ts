import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { NewUserInput } from '@estate/domain';
import { bringUpToDate } from '../../../scripts/keptData';
import { upgradeDeployedData } from '../../../scripts/deploy/dataUpgrade';
import { PROPERTIES } from '../../src/listings';
import { storedListing } from '../support/storedListing';
import { makePhotoVariants } from '../../src/uploads/photoVariants';
import { realImage } from '../support/images';
import { emulatorProject } from '../support/emulators';
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

describe('upgradeDeployedData', () => {
  it('gives the deployed project what its code expects: the geohash of a listing placed before the drawn-area search, once', async () => {
    const listing = t.deps.db.collection(PROPERTIES).doc('placed-before');
    await listing.set(storedListing({}, '2026-10-01T12:00:00Z'));
    await listing.update({ geohash: FieldValue.delete() });
    const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await upgradeDeployedData({ projectId: emulatorProject() })).toBe(true);
      expect((await listing.get()).get('geohash')).toBe('dngywkx4s');
      expect(await upgradeDeployedData({ projectId: emulatorProject() })).toBe(true);
      expect(printed.mock.calls.map(([line]) => line)).toEqual([
        'Stored data brought up to date (listings: 1)',
        'Stored data brought up to date (nothing was missing)',
      ]);
    } finally {
      printed.mockRestore();
    }
  });
});
