// `npm run seed`: seeds the emulators of a running `npm start` if their database is empty.
import { seedDatabase } from './seedDatabase';
import { adminClients } from './firebaseAdmin';
import { emulatorEnv } from './stack/config';

const { db, auth, close } = adminClients(emulatorEnv());
const summary = await seedDatabase(db, auth);
console.log(
  summary.seeded
    ? `Seeded: ${JSON.stringify(summary.counts)}`
    : 'The database already has data: nothing seeded (npm run reset starts over).',
);
await close();
