import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MlsRun } from '@estate/domain';
import firebaseJson from '../../../../firebase.json';
import type { LocalMls } from '../../../../scripts/localMls';
import { TEST_CLIENT } from '../../../../scripts/localMls/testSupport';
import { tsxScript } from '../../support/tsxScript';

/** The running stack's site, through Hosting's emulator: its pages and its API. */
export const STACK_SITE_URL = `http://localhost:${firebaseJson.emulators.hosting.port}`;

const ROOT = join(__dirname, '../../../..');

/** `npm run mls:sync` on the running stack with `mls` as its one source, `local`. */
export const syncFrom = (mls: LocalMls, ...args: string[]) =>
  promisify(execFile)(process.execPath, tsxScript(join(ROOT, 'scripts/mlsSync.ts'), ...args), {
    cwd: ROOT,
    env: {
      ...process.env,
      MLS_SOURCES: JSON.stringify([
        { id: 'local', name: 'Local MLS', tokenUrl: mls.tokenUrl, baseUrl: mls.baseUrl, originatingSystemName: mls.originatingSystemName },
      ]),
      MLS_CREDENTIALS: JSON.stringify({ local: TEST_CLIENT }),
    },
  });

/** The runs the command printed, one JSON line each (the file store's own log lines are JSON too). */
export const runsPrinted = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Partial<MlsRun>)
    .filter((printed) => printed.sourceId !== undefined);
