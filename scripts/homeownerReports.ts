// `npm run home-reports:send [-- --at 2030-05-01T14:00:00Z]`: on the running local stack, what the
// scheduled function `sendHomeownerReports` does every day at 9:00 in production
// (the emulators run no schedules): the homeowner report of the month of now (or `--at`) to every
// seller lead whose owner consents and has none yet this month, queued in the mail outbox; the
// stack's onMailQueued sends them to its MailDev inbox, with links to the local site. Run again,
// it queues nothing more that month.
import { homeownerReportSend } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { scheduledRunSetup } from './stack/scheduledRunSetup';

const { at, signingSecret } = await scheduledRunSetup('2030-05-01T14:00:00Z');

const { db, close } = adminClients(emulatorEnv());
try {
  const { month, queued, already } = await homeownerReportSend(db, { siteOrigin: SITE_URL, signingSecret }, at);
  console.log(`Homeowner reports of ${month}: queued ${queued}, ${already} queued before (see ${MAIL_INBOX_URL})`);
} finally {
  await close();
}
