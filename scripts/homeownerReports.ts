// `npm run home-reports:send [-- --at 2030-05-01T14:00:00Z]`: on the running local stack, what the
// scheduled function `sendHomeownerReports` does every day at 9:00 in production
// (the emulators run no schedules): the homeowner report of the month of now (or `--at`) to every
// seller lead whose owner consents and has none yet this month, queued in the mail outbox; the
// stack's onMailQueued sends them to its MailDev inbox, with links to the local site. Run again,
// it queues nothing more that month.
import { parseArgs } from 'node:util';
import { homeownerReportSend } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, emulators, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { localSecrets } from './stack/functionsLocalEnv';
import { portInUse } from './stack/processes';

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const at = values.at === undefined ? new Date() : new Date(values.at);
if (Number.isNaN(at.getTime())) {
  console.error(`--at must be a date and time such as 2030-05-01T14:00:00Z, not "${values.at}"`);
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

const { db, close } = adminClients(emulatorEnv());
try {
  const { month, queued, already } = await homeownerReportSend(db, { siteOrigin: SITE_URL, signingSecret }, at);
  console.log(`Homeowner reports of ${month}: queued ${queued}, ${already} queued before (see ${MAIL_INBOX_URL})`);
} finally {
  await close();
}
