// `npm run alerts:digest [-- --frequency daily|weekly]`: on the running local stack, what the
// scheduled function `sendAlertDigests` does at 7:00 in Cincinnati in production (the emulators
// run no schedules): the daily digests, and on Mondays the weekly ones too, unless --frequency
// names one, queued in the mail outbox; the stack's onMailQueued sends them to its MailDev inbox,
// with links to the local site.
import { parseArgs } from 'node:util';
import { alertDigestRun, digestFrequencies } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, emulators, MAIL_INBOX_URL } from './stack/config';
import { portInUse } from './stack/processes';

const FREQUENCIES = ['daily', 'weekly'] as const;
type Frequency = (typeof FREQUENCIES)[number];

const { values } = parseArgs({ options: { frequency: { type: 'string' } } });
const chosen = values.frequency;
if (chosen !== undefined && !(FREQUENCIES as readonly string[]).includes(chosen)) {
  console.error(`--frequency must be daily or weekly, not "${chosen}"`);
  process.exit(2);
}
if (!(await portInUse(emulators.hosting.host, emulators.hosting.port))) {
  console.error('No local stack is running: start one with `npm start` first.');
  process.exit(1);
}

const { db, close } = adminClients(emulatorEnv());
try {
  const frequencies = chosen ? [chosen as Frequency] : digestFrequencies(new Date());
  const queued = await alertDigestRun(db, frequencies);
  console.log(
    `Queued the alert digests: ${frequencies.map((frequency) => `${queued[frequency] ?? 0} ${frequency}`).join(', ')} (see ${MAIL_INBOX_URL})`,
  );
} finally {
  await close();
}
