import { performance } from 'node:perf_hooks';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { slotOf, SHOWING_MINUTES, SHOWING_TIME_SLOTS, slotStart, USERS_COLLECTION, VISITOR, type ShowingStatus } from '@estate/domain';
import { PROPERTIES, SHOWING_SLOTS, SHOWINGS, showingReads, storedLead, LEADS } from '../../functions/src/seeding';
import { SITE_URL } from '../stack/config';
import { counted, countFirestoreOps } from './firestoreOps';
import { median } from './timedRequests';

/** The scale the issue asks for: one agent with 500 bookings. */
export const SCALE_BOOKINGS = 500;
const RUNS = 7;
const AGENT = 'benchmark-showing-agent';
const LISTING = 'benchmark-showing-listing';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Every fourth booking is declined or cancelled, the rest confirmed or still requested. */
const STATUSES: readonly ShowingStatus[] = ['confirmed', 'confirmed', 'requested', 'cancelled'];

/** The Cincinnati day `offset` days from today, as 'YYYY-MM-DD'. */
const dayFromToday = (offset: number) => slotOf(new Date(Date.now() + offset * DAY_MS)).date;

/**
 * 500 bookings of one agent written as the API stores them (a lead, the booking, the hour it
 * holds), spread over the last 30 and the next 150 days, Monday to Saturday, up to nine a day.
 */
async function seedBookings(db: Firestore): Promise<void> {
  const writer = db.bulkWriter();
  const now = Timestamp.now();
  void writer.set(db.collection(USERS_COLLECTION).doc(AGENT), {
    username: 'benchmark-agent',
    name: 'Benchmark Agent',
    email: 'benchmark-agent@queencityestates.com',
    role: 'agent',
  });
  const listing = (await db.collection(PROPERTIES).limit(1).get()).docs[0]!.data();
  void writer.set(db.collection(PROPERTIES).doc(LISTING), { ...listing, title: 'Benchmark Showing Home', ListAgentKey: AGENT });
  let written = 0;
  for (let offset = -30; written < SCALE_BOOKINGS; offset += 1) {
    const date = dayFromToday(offset);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue;
    for (const time of SHOWING_TIME_SLOTS) {
      if (written >= SCALE_BOOKINGS) break;
      const start = slotStart(date, time)!;
      const status = STATUSES[written % STATUSES.length]!;
      const id = `benchmark-showing-${written}`;
      const visitor = { name: `Visitor ${written}`, email: `visitor-${written}@example.com` };
      void writer.set(db.collection(LEADS).doc(id), storedLead({ ...visitor, source: 'schedule_form', propertyId: LISTING }, now));
      void writer.set(db.collection(SHOWINGS).doc(id), {
        leadId: id,
        propertyId: LISTING,
        listingTitle: 'Benchmark Showing Home',
        listingAddress: '1 Benchmark Way, Cincinnati, OH 45208',
        agentKey: AGENT,
        slotOwner: AGENT,
        start: Timestamp.fromDate(start),
        end: Timestamp.fromMillis(start.getTime() + SHOWING_MINUTES * 60_000),
        status,
        sequence: status === 'requested' ? 0 : 1,
        visitor,
        remindersSent: [],
        createdAt: now,
        updatedAt: now,
      });
      if (status !== 'cancelled') {
        void writer.set(db.collection(SHOWING_SLOTS).doc(`${AGENT}_${start.getTime()}`), {
          showingId: id,
          owner: AGENT,
          start: Timestamp.fromDate(start),
          expiresAt: Timestamp.fromMillis(start.getTime() + DAY_MS),
        });
      }
      written += 1;
    }
  }
  await writer.close();
}

/** Runs `work` RUNS times: the first run's reads and the median time. */
async function measure<T>(work: () => Promise<T>) {
  const times: number[] = [];
  let first: { result: T; reads: number } | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const { result, ops } = await counted(work);
    times.push(performance.now() - started);
    first ??= { result, reads: ops.reads };
  }
  return { ...first!, median: median(times) };
}

/**
 * `npm run perf -- showings`: one agent with 500 bookings beside the seed, then what the api does
 * for the showing form's slot lookup of one of their busy days and for their calendar feed (confirmed
 * showings from 30 days ago on), RUNS times each, in this process over the emulator: Firestore reads
 * (the first run's) and median time. Both read by index (firestore.indexes.json), never the 500.
 */
export async function measureShowingScale(db: Firestore): Promise<void> {
  console.log(`\nShowings: seeding ${SCALE_BOOKINGS} bookings of one agent...`);
  await seedBookings(db);
  const { slots, calendarFeeds } = showingReads(db, { siteOrigin: SITE_URL, signingSecret: 'benchmark-signing-secret' });
  const feedUrl = (await calendarFeeds.link(AGENT)).url;
  const token = /\/api\/calendar\/([^/.]+)\.ics$/.exec(feedUrl)![1]!;
  const restore = countFirestoreOps(db);
  try {
    // A working day ten or so days out, nine bookings on it.
    const day = [10, 11].map(dayFromToday).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0)!;
    const lookup = await measure(() => slots.slots(LISTING, day, VISITOR));
    const feed = await measure(() => calendarFeeds.feed(token));
    const events = (feed.result?.text.match(/BEGIN:VEVENT/g) ?? []).length;
    const row = (label: string, reads: number, detail: string) =>
      console.log(`  ${label.padEnd(44)} ${String(reads).padStart(7)} reads   ${detail}`);
    row(
      `slot lookup of one day, ${SCALE_BOOKINGS} bookings`,
      lookup.reads,
      `median ${lookup.median.toFixed(0).padStart(5)} ms: ${lookup.result.slots.filter((slot) => slot.reason === 'booked').length} of 9 slots booked`,
    );
    row(
      `calendar feed, ${SCALE_BOOKINGS} bookings`,
      feed.reads,
      `median ${feed.median.toFixed(0).padStart(5)} ms: ${events} confirmed showings, ${Math.round((feed.result?.text.length ?? 0) / 1024)} KB`,
    );
  } finally {
    restore();
  }
}
