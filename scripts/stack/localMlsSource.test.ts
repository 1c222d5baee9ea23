import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mlsSourceSetups } from '../../functions/src/seeding';
import { startLocalMls } from '../localMls';
import { envFileValues, setEnvFileValue } from './envFiles';
import { LOCAL_MLS_DEMO_CLIENT, localMlsDataMoment, localMlsSource } from './localMlsSource';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'local-mls-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const FIRST = new Date('2026-11-20T08:00:00.000Z');
const LATER = new Date('2026-11-29T18:30:00.000Z');

describe('the data set a stack serves', () => {
  it('is fixed at the first start of a stack that keeps its data, and served again at the next', async () => {
    const file = join(dir, 'data', 'local-mls.json');
    expect(localMlsDataMoment(true, FIRST, file)).toEqual(FIRST);
    expect(localMlsDataMoment(true, LATER, file)).toEqual(FIRST);

    const client = { clientId: 'c', clientSecret: 's' };
    const first = await startLocalMls({ ...client, listings: 20, now: FIRST, frozenClock: true });
    const next = await startLocalMls({
      ...client,
      listings: 20,
      now: LATER,
      asOf: localMlsDataMoment(true, LATER, file),
      frozenClock: true,
    });
    try {
      // The same records, timestamps and all: the replica's cursor still holds, and nothing reads as changed.
      expect(next.control.listings()).toEqual(first.control.listings());
      expect(next.control.state().now).toBe(LATER.toISOString());
    } finally {
      await Promise.all([first.close(), next.close()]);
    }
  });

  it('is the moment it starts on a stack that keeps nothing; a start that finds no moment kept writes one', () => {
    const file = join(dir, 'local-mls.json');
    expect(localMlsDataMoment(false, LATER, file)).toEqual(LATER);
    writeFileSync(file, '{}');
    expect(localMlsDataMoment(true, LATER, file)).toEqual(LATER);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ asOf: LATER.toISOString() });
  });
});

describe("the local functions' MLS settings", () => {
  it('make the local MLS their one source, whose credentials the committed local secrets hold', () => {
    const source = localMlsSource({ url: 'http://127.0.0.1:8700', mediaUrlLifetimeS: null });
    expect(source).toEqual({
      id: 'local',
      name: 'Local MLS',
      tokenUrl: 'http://127.0.0.1:8700/oauth2/token',
      baseUrl: 'http://127.0.0.1:8700/odata',
      originatingSystemName: 'localmls',
      agencyOfficeMlsId: 'QCE01',
      soldDisplay: 'shown',
    });
    const secrets = envFileValues(join(__dirname, '..', '..', 'functions', '.secret.local'));
    const [setup] = mlsSourceSetups(JSON.stringify([source]), secrets.MLS_CREDENTIALS!);
    expect(setup!.credentials).toEqual(LOCAL_MLS_DEMO_CLIENT);
  });

  it('say how long its photo URLs live when it signs them', () => {
    const hour = localMlsSource({ url: 'http://127.0.0.1:8700', mediaUrlLifetimeS: 3600 });
    expect(hour.mediaUrlLifetimeMinutes).toBe(60);
    expect(localMlsSource({ url: 'http://127.0.0.1:8700', mediaUrlLifetimeS: 90 }).mediaUrlLifetimeMinutes).toBe(1.5);
    const [setup] = mlsSourceSetups(JSON.stringify([hour]), JSON.stringify({ local: LOCAL_MLS_DEMO_CLIENT }));
    expect(setup!.source.mediaUrlLifetimeMinutes).toBe(60);
  });

  it('are written to functions/.env.local as the emulator reads them, replacing the last value and keeping the other lines', () => {
    const file = join(dir, '.env.local');
    writeFileSync(file, 'MAIL_FROM=Queen City Estates <no-reply@queencityestates.com>\nMLS_SOURCES=[]\n');
    const sources = JSON.stringify([localMlsSource({ url: 'http://127.0.0.1:8700', mediaUrlLifetimeS: null })]);
    setEnvFileValue(file, 'MLS_SOURCES', sources);
    expect(readFileSync(file, 'utf8')).toBe(`MAIL_FROM=Queen City Estates <no-reply@queencityestates.com>\nMLS_SOURCES='${sources}'\n`);
    expect(envFileValues(file)).toEqual({ MAIL_FROM: 'Queen City Estates <no-reply@queencityestates.com>', MLS_SOURCES: sources });
    expect(() => setEnvFileValue(file, 'MLS_SOURCES', '[{"name":"O\'Bannon"}]')).toThrow(/cannot hold a single quote/);
  });
});
