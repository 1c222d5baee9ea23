// `npm run audit:check [-- --seal]`: on the running local stack, what the daily `checkAuditLog` does in
// production: the whole kept audit log checked from its checkpoint (docs/operations.md#the-audit-log).
// `--seal` first seals what is queued (the stack's trigger does so as entries come). Exit 1 on a break.
import { parseArgs } from 'node:util';
import { auditCheck } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv, emulators, SITE_URL } from './stack/config';
import { portInUse } from './stack/processes';

const { values } = parseArgs({ options: { seal: { type: 'boolean', default: false } } });
if (!(await portInUse(emulators.firestore.host, emulators.firestore.port))) {
  console.error('No local stack is running: start one with `npm start` first.');
  process.exit(1);
}

const { db, close } = adminClients(emulatorEnv());
try {
  const { sealed, verdict } = await auditCheck(db, SITE_URL, values.seal);
  if (values.seal)
    console.log(`Sealed ${sealed === 'busy' ? 'nothing (a drain is under way)' : `${sealed} queued entr${sealed === 1 ? 'y' : 'ies'}`}`);
  if (verdict.ok) {
    console.log(`The audit log's chain holds: ${verdict.checked} entries checked, up to entry ${verdict.last.seq} (${verdict.last.hash})`);
  } else {
    console.error(
      `The audit log's chain is broken at entry ${verdict.firstBadSeq} (${verdict.reason}), after ${verdict.checked} good entries`,
    );
    process.exitCode = 1;
  }
} finally {
  await close();
}
