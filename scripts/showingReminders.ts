// `npm run showings:reminders`: on the running local stack, what the scheduled function
// `sendShowingReminders` does every 15 minutes in production (the emulators run no schedules):
// the reminders now due (24 hours and 2 hours before each confirmed showing) are queued, once
// each, for the showing's visitor and agent; the stack's onMailQueued sends them to MailDev.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LEAD_ALERT_RECIPIENT } from '@estate/domain';
import { showingReminderSweep } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, emulators, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { ROOT } from './stack/paths';
import { portInUse } from './stack/processes';

if (!(await portInUse(emulators.hosting.host, emulators.hosting.port))) {
  console.error('No local stack is running: start one with `npm start` first.');
  process.exit(1);
}

/** The links' signing secret, as the functions read it locally (functions/.secret.local). */
const signingSecret =
  readFileSync(join(ROOT, 'functions', '.secret.local'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('LINK_SIGNING_SECRET='))
    ?.slice('LINK_SIGNING_SECRET='.length)
    .trim() ?? '';

const { db, close } = adminClients(emulatorEnv());
try {
  const queued = await showingReminderSweep(db, { siteOrigin: SITE_URL, signingSecret, leadAlertDefaults: [DEFAULT_LEAD_ALERT_RECIPIENT] });
  console.log(`Queued ${queued} showing reminder(s), two emails each (see ${MAIL_INBOX_URL})`);
} finally {
  await close();
}
