import { MAIL_OUTBOX } from '../../src/platform';
import { TEST_NOW } from '../../../scripts/localMls/testSupport';
import { testApp } from '../support/testApp';
import { replicationHarness } from './support/replicationHarness';
import { testListings } from './support/testListings';

const t = testApp();
const h = replicationHarness();
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  await h.reset();
  t.sentMail.length = 0;
});
afterAll(async () => {
  await h.teardown();
  await t.teardown();
});

/** Three listings, the newest changed an hour before the local MLS's frozen now (the replication starts two hours after it). */
const NEWEST = new Date(TEST_NOW.getTime() - HOUR).toISOString();
const listings = () =>
  testListings(3).map((record, index) => ({
    ...record,
    ModificationTimestamp: new Date(Date.parse(NEWEST) - index * 60_000).toISOString(),
  }));

/** One run, then what the one mail sender sends of what it queued, on the replication's clock. */
async function runAndSend() {
  const run = await h.runOnce();
  await t.sendQueuedMail({ now: () => new Date(h.time.clock.now()) });
  return run;
}

const queuedCount = async () => (await h.db.collection(MAIL_OUTBOX).get()).size;

describe('the admins’ lag email', () => {
  it('goes to the staff alert recipients when a run ends more than 6 hours behind, once per 6 hours', async () => {
    await h.start(listings());
    // Three hours behind: under the bound, no email.
    expect((await runAndSend()).lagSeconds).toBeLessThan(6 * 3600);
    expect(await queuedCount()).toBe(0);
    expect((await h.state()).lagAlertedAt).toBeUndefined();

    h.time.advance(4 * HOUR);
    const late = await runAndSend();
    expect(late.lagSeconds).toBeGreaterThan(7 * 3600);
    expect(t.sentMail).toHaveLength(1);
    const [mail] = t.sentMail;
    expect(mail).toMatchObject({ to: ['leads@queencityestates.com'], subject: 'MLS lag: Cincinnati MLS is 7 hours behind' });
    expect(mail!.text).toContain('The newest listing change copied from Cincinnati MLS is 7 hours old.');
    expect(mail!.text).toContain('http://localhost:5000/admin/settings');
    // Recorded in the same write as the email was queued.
    expect((await h.state()).lagAlertedAt).toBe(late.endedAt);

    // Still behind an hour later, and five hours after that: no second email within 6 hours of the first.
    for (const hours of [1, 4]) {
      h.time.advance(hours * HOUR);
      await runAndSend();
    }
    expect(t.sentMail).toHaveLength(1);
    expect(await queuedCount()).toBe(1);

    // Six hours after the first: the next.
    h.time.advance(1 * HOUR);
    await runAndSend();
    expect(t.sentMail.map(({ subject }) => subject)).toEqual([
      'MLS lag: Cincinnati MLS is 7 hours behind',
      'MLS lag: Cincinnati MLS is 13 hours behind',
    ]);
  });

  it('goes to the recipients an admin set in Settings', async () => {
    await t.repos.settings.setLeadAlertRecipients(['ops@queencityestates.com', 'owner@queencityestates.com']);
    await h.start(listings());
    h.time.advance(6 * HOUR);
    await runAndSend();
    expect(t.sentMail.map(({ to }) => to)).toEqual([['ops@queencityestates.com', 'owner@queencityestates.com']]);
  });

  it('is not sent when the source caught up before it could be', async () => {
    const mls = await h.start(listings());
    h.time.advance(6 * HOUR);
    await h.runOnce();
    expect(await queuedCount()).toBe(1);
    // A change arrives and the next run, before the sender tried, brings the replica up to date.
    mls.control.setClock(new Date(h.time.clock.now() - 60_000));
    mls.control.updateListing(listings()[0]!.ListingKey, { ListPrice: 999_000 });
    await h.runOnce();
    await t.sendQueuedMail({ now: () => new Date(h.time.clock.now()) });
    expect(t.sentMail).toEqual([]);
    expect((await h.db.collection(MAIL_OUTBOX).get()).docs.map((doc) => doc.get('state'))).toEqual(['withdrawn']);
  });
});
