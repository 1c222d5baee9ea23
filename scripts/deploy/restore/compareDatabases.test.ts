import { googleApi } from '../google/googleApi';
import { completeProject, PROJECT_ID } from '../preflight/completeProject';
import { startFakeGoogle, type FakeProject } from '../preflight/fakeGoogle';
import { compareDatabases, comparisonTable } from './compareDatabases';

async function compare(change: (project: FakeProject) => void, restored = 'restore-drill') {
  const project = completeProject();
  change(project);
  const fake = await startFakeGoogle(project);
  try {
    const google = googleApi({ accessToken: async () => 'test-token', quotaProject: PROJECT_ID, origin: fake.origin });
    return comparisonTable(restored, await compareDatabases(google, PROJECT_ID, restored));
  } finally {
    await fake.close();
  }
}

describe('the restore drill’s comparison', () => {
  it('counts each collection of the live and the restored database side by side', async () => {
    const table = await compare((project) => {
      project.collections['(default)'] = { leads: 1210, properties: 48, users: 3 };
      project.collections['restore-drill'] = { leads: 1204, properties: 48, mailOutbox: 2 };
    });
    expect(table).toEqual([
      'collection  (default) restore-drill',
      'leads            1210       1204',
      'mailOutbox          —          2',
      'properties         48         48',
      'users               3          —',
    ]);
  });

  it('refuses a restored database that does not exist or holds nothing', async () => {
    expect(await compare(() => {})).toEqual(['collection  (default) restore-drill', '✗ restore-drill: no such database']);
    const empty = await compare((project) => (project.collections['restore-drill'] = {}));
    expect(empty.at(-1)).toBe('✗ restore-drill holds no documents: it is not a copy of the data');
  });
});
