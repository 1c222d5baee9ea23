// What the commands that run a schedule's work on the local stack (`npm run visits:due`,
// `npm run home-reports:send`) check first: the `--at` they act as of, a running stack, and the
// links' signing secret; each exits with its message when one is missing.
import { parseArgs } from 'node:util';
import { emulators } from './config';
import { localSecrets } from './functionsLocalEnv';
import { portInUse } from './processes';

export async function scheduledRunSetup(example: string): Promise<{ at: Date; signingSecret: string }> {
  const { values } = parseArgs({ options: { at: { type: 'string' } } });
  const at = values.at === undefined ? new Date() : new Date(values.at);
  if (Number.isNaN(at.getTime())) {
    console.error(`--at must be a date and time such as ${example}, not "${values.at}"`);
    process.exit(2);
  }
  if (!(await portInUse(emulators.hosting.host, emulators.hosting.port))) {
    console.error('No local stack is running: start one with `npm start` first.');
    process.exit(1);
  }
  const signingSecret = localSecrets().LINK_SIGNING_SECRET;
  if (!signingSecret) {
    console.error('functions/.secret.local has no LINK_SIGNING_SECRET');
    process.exit(1);
  }
  return { at, signingSecret };
}
