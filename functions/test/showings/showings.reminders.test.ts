import { showingReminderRun } from '../../src/composition';
import { ORIGIN, TEST_ALERT_SECRET } from '../support/testApp';
import { icsOf, LISTING_TITLE, showingWorld } from './showingWorld';

/** docs/product/showings.md#showings: reminders 24 and 2 hours before a confirmed showing, to both sides, once each. */
const w = showingWorld();
const { t } = w;
const HOUR = 60 * 60_000;
beforeEach(() => w.reset());
afterAll(() => t.teardown());

/** One run of the schedule, now. */
const run = () =>
  showingReminderRun(t.repos, { siteOrigin: ORIGIN, signingSecret: () => TEST_ALERT_SECRET, leadAlertDefaults: () => [] }).run();

const reminders = async () => (await w.queued()).filter((mail) => mail.subject.startsWith('Reminder'));

describe('showing reminders (sendShowingReminders, npm run visits:due)', () => {
  it('reminds both sides a day before and 2 hours before a confirmed showing, each once', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const id = await w.booked();
    const unconfirmed = await w.booked('11:00 AM');
    const admin = await t.signInAsAdmin();
    await w.as(admin).post(`/api/showings/${id}/confirm`).expect(200);
    await w.startsAt(id, new Date(Date.now() + 20 * HOUR));
    await w.startsAt(unconfirmed, new Date(Date.now() + 20 * HOUR));

    expect(await run()).toBe(1);
    const first = await reminders();
    expect(first.flatMap((mail) => mail.to).sort()).toEqual([agent.email, 'taylor@example.com']);
    const toVisitor = first.find((mail) => mail.to.includes('taylor@example.com'));
    expect(toVisitor?.subject).toMatch(new RegExp(`^Reminder: your showing of ${LISTING_TITLE}, `));
    expect(icsOf(toVisitor)).toEqual(
      expect.objectContaining({ uid: `showing-${id}@queencityestates.com`, sequence: 1, status: 'CONFIRMED' }),
    );
    expect(await run()).toBe(0);

    await w.startsAt(id, new Date(Date.now() + 90 * 60_000));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await reminders()).toHaveLength(4);
  });

  it('sends nothing for a showing more than a day away', async () => {
    await w.listing();
    const id = await w.booked();
    const admin = await t.signInAsAdmin();
    await w.as(admin).post(`/api/showings/${id}/confirm`).expect(200);
    expect(await run()).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});
