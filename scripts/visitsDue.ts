// `npm run visits:due [-- --at 2030-05-06T18:00:00Z]`: on the running local stack, what the visit
// schedules do every 15 minutes in production (the emulators run no schedules), as if it were now
// or `--at`: the showing reminders due (24 hours and 2 hours before each confirmed showing,
// `sendShowingReminders`) and the feedback emails due (`sendVisitFeedback`). They are queued to
// the outbox, and the stack's trigger sends them to MailDev, with links to the local site.
import { DEFAULT_LEAD_ALERT_RECIPIENT } from '@estate/domain';
import { feedbackRun, showingReminderSweep } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { scheduledRunSetup } from './stack/scheduledRunSetup';

/** More than a local stack ever has due at once. */
const BATCH = 1000;

const { at, signingSecret } = await scheduledRunSetup('2030-05-06T18:00:00Z');

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
