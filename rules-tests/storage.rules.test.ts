import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { getBytes, listAll, ref, uploadBytes } from 'firebase/storage';
import { storageEmulator, storageRulesEnvironment } from './environment';

setLogLevel('error');

const describeWithStorage = storageEmulator ? describe : describe.skip;
if (!storageEmulator) {
  // Written straight to stderr: jest hides the console of a suite whose tests are all skipped.
  process.stderr.write(
    'SKIPPED storage.rules tests: no Storage emulator on this machine (firebase-tools needs Java 21 to start it). They run wherever `npm test` can start it.\n',
  );
}

describeWithStorage('storage rules', () => {
  let env: RulesTestEnvironment;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  beforeAll(async () => {
    env = await storageRulesEnvironment();
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), 'listings/existing.png'), png);
      await uploadBytes(ref(context.storage(), 'private/notes.txt'), png);
    });
  });

  it('anyone can read a listing image', async () => {
    await assertSucceeds(getBytes(ref(env.unauthenticatedContext().storage(), 'listings/existing.png')));
  });

  it('nobody can list the listing images, only fetch one by its name', async () => {
    await assertFails(listAll(ref(env.unauthenticatedContext().storage(), 'listings')));
    await assertFails(listAll(ref(env.authenticatedContext('admin-uid', { admin: true }).storage(), 'listings')));
  });

  it('nobody can write from a client, not even an admin', async () => {
    await assertFails(uploadBytes(ref(env.unauthenticatedContext().storage(), 'listings/new.png'), png));
    await assertFails(uploadBytes(ref(env.authenticatedContext('admin-uid', { admin: true }).storage(), 'listings/new.png'), png));
  });

  it('nothing outside listings/ is readable', async () => {
    await assertFails(getBytes(ref(env.unauthenticatedContext().storage(), 'private/notes.txt')));
  });
});
