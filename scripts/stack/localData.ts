import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** One emulator's part of the saved local data: its folder under the data folder (DATA_DIR), and how it exports itself into a folder. */
export interface SavedPart {
  folder: string;
  exportTo(dir: string): Promise<void>;
}

/**
 * Saves every emulator's data together, or none of it: each part exports into a staging folder,
 * and only once all have succeeded do they replace the previous save. A part that fails leaves the
 * previous save whole (never Firestore's new data beside Auth's old, which signs nobody in) and is
 * thrown, naming it.
 */
export async function saveTogether(parts: readonly SavedPart[], dataDir: string): Promise<void> {
  const staging = `${dataDir}.saving`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const part of parts) {
    try {
      await part.exportTo(join(staging, part.folder));
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(
        `The local data was not saved (${part.folder}: ${error instanceof Error ? error.message : String(error)}); the previous save is kept whole`,
      );
    }
  }
  mkdirSync(dataDir, { recursive: true });
  for (const { folder } of parts) {
    rmSync(join(dataDir, folder), { recursive: true, force: true });
    renameSync(join(staging, folder), join(dataDir, folder));
  }
  rmSync(staging, { recursive: true, force: true });
}

/** Asks a firebase-tools hub to export its emulators' data into `dir` (what --export-on-exit does at exit, on demand). */
export async function exportThroughHub(hub: string, dir: string): Promise<void> {
  const response = await fetch(`http://${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'npm start' }),
  });
  if (!response.ok) throw new Error(`the export through ${hub} failed: ${response.status} ${await response.text()}`);
}

/**
 * Makes `source` (a folder `npm run data:export` wrote) the saved local data in `dataDir`, which
 * the next start imports: every part copied together, and no part of the previous data left beside
 * it. Refuses a folder that lacks `required` parts, naming them.
 */
export async function importLocalData(
  source: string,
  dataDir: string,
  known: readonly string[],
  required: readonly string[],
): Promise<string[]> {
  const missing = required.filter((folder) => !existsSync(join(source, folder)));
  if (missing.length > 0) throw new Error(`${source} is not an export of npm run data:export: it has no ${missing.join(', ')}`);
  const present = known.filter((folder) => existsSync(join(source, folder)));
  await saveTogether(
    present.map((folder) => ({ folder, exportTo: async (dir) => cpSync(join(source, folder), dir, { recursive: true }) })),
    dataDir,
  );
  for (const folder of known.filter((name) => !present.includes(name))) rmSync(join(dataDir, folder), { recursive: true, force: true });
  return present;
}

/** A part that copies a folder as it is (uploads on local disk, which no emulator holds). */
export const copiedPart = (folder: string, from: string): SavedPart => ({
  folder,
  exportTo: async (dir) => {
    mkdirSync(dir, { recursive: true });
    if (existsSync(from)) cpSync(from, dir, { recursive: true });
  },
});
