import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveTogether, type SavedPart } from './localData';

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
