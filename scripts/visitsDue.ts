// `npm run visits:due [-- --at 2030-05-06T18:00:00Z]`: on the running local stack, what the visit
// schedules do every 15 minutes in production (the emulators run no schedules), as if it were now
// or `--at`: the showing reminders due (24 hours and 2 hours before each confirmed showing,
// `sendShowingReminders`) and the feedback emails due (`sendVisitFeedback`). They are queued to
// the outbox, and the stack's trigger sends them to MailDev, with links to the local site.
import { parseArgs } from 'node:util';
import { DEFAULT_LEAD_ALERT_RECIPIENT } from '@estate/domain';
import { feedbackRun, showingReminderSweep } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, emulators, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { localSecrets } from './stack/functionsLocalEnv';
import { portInUse } from './stack/processes';

/** More than a local stack ever has due at once. */
const BATCH = 1000;

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const at = values.at === undefined ? new Date() : new Date(values.at);
if (Number.isNaN(at.getTime())) {
  console.error(`--at must be a date and time such as 2030-05-06T18:00:00Z, not "${values.at}"`);
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
  const reminders = await showingReminderSweep(
    db,
    { siteOrigin: SITE_URL, signingSecret, leadAlertDefaults: [DEFAULT_LEAD_ALERT_RECIPIENT] },
    at,
  );
  const feedback = await feedbackRun(db, { siteOrigin: SITE_URL, signingSecret }, at, BATCH);
  console.log(
    `As of ${at.toISOString()}: queued ${reminders} showing reminder(s), two emails each, and asked ${feedback} visitor(s) for feedback (see ${MAIL_INBOX_URL})`,
  );
} finally {
  await close();
}
