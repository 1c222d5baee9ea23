import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importLocalData, saveTogether, type SavedPart } from './localData';

/** A part that writes `text` into its folder's data.txt, or fails. */
const part = (folder: string, text: string | Error): SavedPart => ({
  folder,
  async exportTo(dir) {
    if (text instanceof Error) throw text;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'data.txt'), text);
  },
});

describe('saving the local data', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'qce-data-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
  const saved = (folder: string) => readFileSync(join(dataDir, folder, 'data.txt'), 'utf8');

  it('replaces every part of the previous save together', async () => {
    await saveTogether([part('auth', 'accounts 1'), part('firestore', 'documents 1')], dataDir);
    await saveTogether([part('auth', 'accounts 2'), part('firestore', 'documents 2')], dataDir);
    expect([saved('auth'), saved('firestore')]).toEqual(['accounts 2', 'documents 2']);
    expect(existsSync(`${dataDir}.saving`)).toBe(false);
  });

  it('keeps the previous save whole when one part fails, never Firestore without Auth', async () => {
    await saveTogether([part('firestore', 'documents 1'), part('auth', 'accounts 1')], dataDir);
    await expect(saveTogether([part('firestore', 'documents 2'), part('auth', new Error('hub gone'))], dataDir)).rejects.toThrow(
      'The local data was not saved (auth: hub gone); the previous save is kept whole',
    );
    expect([saved('auth'), saved('firestore')]).toEqual(['accounts 1', 'documents 1']);
    expect(existsSync(`${dataDir}.saving`)).toBe(false);
  });

  it('leaves the folders it does not save alone (the uploads, written as they come)', async () => {
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'data.txt'), 'a photo');
    await saveTogether([part('auth', 'accounts 1')], dataDir);
    expect(saved('uploads')).toBe('a photo');
  });
});

describe('importing an export as the local data', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'qce-import-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));
  const KNOWN = ['auth', 'firestore', 'uploads'];

  it('makes the export the whole local data: its parts copied, none of the previous data left beside them', async () => {
    const exported = join(work, 'export');
    const dataDir = join(work, 'data');
    await saveTogether([part('auth', 'old accounts'), part('firestore', 'old documents'), part('uploads', 'old photo')], dataDir);
    await saveTogether([part('auth', 'accounts'), part('firestore', 'documents')], exported);

    expect(await importLocalData(exported, dataDir, KNOWN, ['auth'])).toEqual(['auth', 'firestore']);
    expect(readFileSync(join(dataDir, 'auth', 'data.txt'), 'utf8')).toBe('accounts');
    expect(readFileSync(join(dataDir, 'firestore', 'data.txt'), 'utf8')).toBe('documents');
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    expect(readFileSync(join(exported, 'auth', 'data.txt'), 'utf8')).toBe('accounts');
  });

  it('refuses a folder without the parts an export always has, and keeps the local data', async () => {
    const dataDir = join(work, 'data');
    await saveTogether([part('auth', 'accounts')], dataDir);
    mkdirSync(join(work, 'photos'));
    await expect(importLocalData(join(work, 'photos'), dataDir, KNOWN, ['auth'])).rejects.toThrow(
      `${join(work, 'photos')} is not an export of npm run data:export: it has no auth`,
    );
    expect(readFileSync(join(dataDir, 'auth', 'data.txt'), 'utf8')).toBe('accounts');
  });
});
