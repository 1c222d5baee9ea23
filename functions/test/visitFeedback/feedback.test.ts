import request from 'supertest';
import { FEEDBACK_TEXTS, type Lead } from '@estate/domain';
import { feedbackTokens, type FeedbackVisitor } from '../../src/visitFeedback';
import { ANSWERS_PER_MINUTE } from '../../src/visitFeedback/feedbackRouter';
import { visitFeedback } from '../../src/composition';
import { MAIL_OUTBOX, type OutgoingMail } from '../../src/platform';
import { validPayloads } from '../support/leads';
import { ORIGIN, TEST_ALERT_SECRET, testApp } from '../support/testApp';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/showings.md#feedback: visitors asked after a showing or an open house, and their answers. */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const ENDS_AT = new Date('2030-05-06T15:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

/** The feedback work as the schedule runs it, at `now`. */
const feedbackAt = (now: Date) => visitFeedback(t.repos, { siteOrigin: ORIGIN, signingSecret: () => TEST_ALERT_SECRET, now: () => now });

const queuedMail = async () => (await t.deps.db.collection(MAIL_OUTBOX).get()).docs.map((doc) => doc.get('mail') as OutgoingMail);
/** The feedback page's token in the email's first link. */
const tokenOf = (mail: OutgoingMail) => decodeURIComponent(/\/feedback\?token=([^&\s"]+)/.exec(mail.text)![1]!);

async function storedLead(): Promise<string> {
  const response = await request(t.app).post('/api/leads').set(appCheckHeader()).send(validPayloads.contact_form).expect(201);
  return response.body.id as string;
}

const visitor = (overrides: Partial<FeedbackVisitor> = {}): FeedbackVisitor => ({
  visit: { kind: 'showing', id: 'showing-1' },
  listingId: 'hyde-park-estate',
  listingTitle: 'Hyde Park Estate',
  name: 'Morgan Reed',
  email: 'Morgan@Example.com',
  endsAt: ENDS_AT,
  ...overrides,
});

/** Asks `who`, sends what is due an hour after the visit, and answers the token of the email. */
async function askAndSend(who: FeedbackVisitor = visitor()): Promise<string> {
  await feedbackAt(new Date()).requests.request(who);
  expect(await feedbackAt(new Date(ENDS_AT.getTime() + HOUR_MS)).sendDue(10)).toBe(1);
  const mail = (await queuedMail()).find((sent) => sent.subject.startsWith('How was the'));
  if (!mail) throw new Error('No feedback email was queued');
  return tokenOf(mail);
}

describe('asking for feedback', () => {
  it('emails the visitor once, an hour after the visit ends, with five one-tap ratings', async () => {
    await feedbackAt(new Date()).requests.request(visitor());
    await feedbackAt(new Date()).requests.request(visitor());
    expect(await feedbackAt(new Date(ENDS_AT.getTime() + 59 * 60_000)).sendDue(10)).toBe(0);
    expect(await feedbackAt(new Date(ENDS_AT.getTime() + HOUR_MS)).sendDue(10)).toBe(1);
    expect(await feedbackAt(new Date(ENDS_AT.getTime() + 2 * HOUR_MS)).sendDue(10)).toBe(0);

    const mails = await queuedMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ['morgan@example.com'], subject: 'How was the showing of Hyde Park Estate?' });
    expect(mails[0]!.text).toContain('May 6, 2030');
    for (const rating of [1, 2, 3, 4, 5])
      expect(mails[0]!.text).toMatch(new RegExp(`${rating} of 5: ${ORIGIN}/feedback\\?token=[^&\\s]+&rating=${rating}`));
  });

  it('asks nobody about a visit withdrawn before the email went', async () => {
    await feedbackAt(new Date()).requests.request(visitor());
    await feedbackAt(new Date()).requests.request(visitor({ email: 'guest@example.com', name: 'Guest' }));
    await feedbackAt(new Date()).requests.withdraw({ kind: 'showing', id: 'showing-1' }, 'guest@example.com');
    expect(await feedbackAt(new Date(ENDS_AT.getTime() + HOUR_MS)).sendDue(10)).toBe(1);
    await feedbackAt(new Date()).requests.withdraw({ kind: 'showing', id: 'showing-1' });
    expect((await queuedMail()).map((mail) => mail.to)).toEqual([['morgan@example.com']]);
  });

  it('moves the email when a visit is moved, until it was sent', async () => {
    await feedbackAt(new Date()).requests.request(visitor());
    await feedbackAt(new Date()).requests.request(visitor({ endsAt: new Date(ENDS_AT.getTime() + 24 * HOUR_MS) }));
    expect(await feedbackAt(new Date(ENDS_AT.getTime() + HOUR_MS)).sendDue(10)).toBe(0);
    expect(await feedbackAt(new Date(ENDS_AT.getTime() + 25 * HOUR_MS)).sendDue(10)).toBe(1);
  });
});

describe('GET and POST /api/feedback?token=', () => {
  it('shows what the link is about, records one answer on the lead and the listing, and refuses a second', async () => {
    const leadId = await storedLead();
    const token = await askAndSend(visitor({ leadId }));

    const preview = await request(t.app)
      .get(`/api/feedback?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body).toEqual({
      visitKind: 'showing',
      listingId: 'hyde-park-estate',
      listingTitle: 'Hyde Park Estate',
      visitedAt: ENDS_AT.toISOString(),
    });

    await request(t.app)
      .post(`/api/feedback?token=${encodeURIComponent(token)}`)
      .set(appCheckHeader())
      .send({ rating: 4, comment: '  Lovely light in the library  ' })
      .expect(200, { message: FEEDBACK_TEXTS.thanks });
    await request(t.app)
      .post(`/api/feedback?token=${encodeURIComponent(token)}`)
      .set(appCheckHeader())
      .send({ rating: 1 })
      .expect(409, { message: FEEDBACK_TEXTS.alreadyAnswered });
    expect(
      (
        await request(t.app)
          .get(`/api/feedback?token=${encodeURIComponent(token)}`)
          .expect(200)
      ).body.answer,
    ).toEqual({
      rating: 4,
      comment: 'Lovely light in the library',
    });

    const lead = (await t.deps.db.collection('leads').doc(leadId).get()).data() as Lead;
    expect(lead.activity.at(-1)).toMatchObject({
      type: 'feedback',
      detail: 'Rated 4 of 5 after the showing of Hyde Park Estate: “Lovely light in the library”',
    });

    const admin = await t.signInAsAdmin();
    const listing = await request(t.app).get('/api/properties/hyde-park-estate/feedback').set('Cookie', admin).expect(200);
    expect(listing.body).toEqual({
      count: 1,
      averageRating: 4,
      answers: [expect.objectContaining({ name: 'Morgan Reed', rating: 4, comment: 'Lovely light in the library', leadId })],
    });
    expect((await feedbackAt(new Date()).requests.answers({ kind: 'showing', id: 'showing-1' })).map((answer) => answer.rating)).toEqual([
      4,
    ]);
  });

  it('takes a rating sent as a form value, and averages the listing to one decimal', async () => {
    const first = await askAndSend();
    await request(t.app)
      .post(`/api/feedback?token=${encodeURIComponent(first)}`)
      .set(appCheckHeader())
      .send({ rating: '5' })
      .expect(200);
    await feedbackAt(new Date()).requests.request(visitor({ visit: { kind: 'openHouse', id: 'open-house-1' }, email: 'b@example.com' }));
    await feedbackAt(new Date()).requests.request(visitor({ visit: { kind: 'openHouse', id: 'open-house-1' }, email: 'c@example.com' }));
    await feedbackAt(new Date(ENDS_AT.getTime() + HOUR_MS)).sendDue(10);
    const tokens = (await queuedMail()).filter((mail) => mail.subject === 'How was the open house of Hyde Park Estate?').map(tokenOf);
    expect(tokens).toHaveLength(2);
    await request(t.app)
      .post(`/api/feedback?token=${encodeURIComponent(tokens[0]!)}`)
      .set(appCheckHeader())
      .send({ rating: 4 })
      .expect(200);
    await request(t.app)
      .post(`/api/feedback?token=${encodeURIComponent(tokens[1]!)}`)
      .set(appCheckHeader())
      .send({ rating: 4 })
      .expect(200);

    const agent = await t.signInAsAgent();
    const listing = await request(t.app).get('/api/properties/hyde-park-estate/feedback').set('Cookie', agent.cookie).expect(200);
    expect(listing.body).toMatchObject({ count: 3, averageRating: 4.3 });
  });

  it('answers 400 with the message for a forged, altered, expired or missing token, and for a bad rating or comment', async () => {
    const token = await askAndSend();
    const forged = feedbackTokens(() => 'another-secret').sign({ id: 'a'.repeat(64) });
    for (const bad of [forged, `${token}x`, '', 'f1.e30.abc']) {
      await request(t.app)
        .get(`/api/feedback?token=${encodeURIComponent(bad)}`)
        .expect(400, { message: FEEDBACK_TEXTS.invalidLink });
      await request(t.app)
        .post(`/api/feedback?token=${encodeURIComponent(bad)}`)
        .set(appCheckHeader())
        .send({ rating: 5 })
        .expect(400, { message: FEEDBACK_TEXTS.invalidLink });
    }
    await request(t.app).get('/api/feedback').expect(400, { message: FEEDBACK_TEXTS.invalidLink });

    const { id } = feedbackTokens(() => TEST_ALERT_SECRET).verify(token)!;
    const expired = feedbackTokens(() => TEST_ALERT_SECRET).sign({ id }, new Date(Date.now() - 1000));
    await request(t.app)
      .get(`/api/feedback?token=${encodeURIComponent(expired)}`)
      .expect(400, { message: FEEDBACK_TEXTS.invalidLink });

    const post = (body: unknown) =>
      request(t.app)
        .post(`/api/feedback?token=${encodeURIComponent(token)}`)
        .set(appCheckHeader())
        .send(body as object);
    const refusal = async (body: unknown) => (await post(body).expect(400)).body.message as string;
    for (const rating of [undefined, 0, 6, 3.5, 'five', [5]]) expect(await refusal({ rating })).toBe(FEEDBACK_TEXTS.ratingRequired);
    expect(await refusal({ rating: 5, comment: 'x'.repeat(2001) })).toBe('Comment must be at most 2000 characters');
    expect(await refusal({ rating: 5, comment: ['Lovely'] })).toBe('Comment must be text');
  });

  it('answers 429 with the message past the answers one address may send a minute', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= ANSWERS_PER_MINUTE; sent += 1)
      statuses.push((await request(t.app).post('/api/feedback?token=x').set(appCheckHeader()).send({ rating: 5 })).status);
    expect(statuses.slice(0, ANSWERS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    const refused = await request(t.app).post('/api/feedback?token=x').set(appCheckHeader()).send({ rating: 5 }).expect(429);
    expect(refused.body.message).toBe('Too many requests. Please try again in a minute.');
  });

  it('refuses the listing feedback to visitors and to clients', async () => {
    await request(t.app).get('/api/properties/hyde-park-estate/feedback').expect(401);
    const client = await t.signInAsClient();
    await request(t.app).get('/api/properties/hyde-park-estate/feedback').set('Cookie', client).expect(403);
  });
});

describe("a client's data", () => {
  it('exports the feedback asked of their address, and erases it with the account', async () => {
    const token = await askAndSend(visitor({ email: 'client@example.com' }));
    await request(t.app)
      .post(`/api/feedback?token=${encodeURIComponent(token)}`)
      .set(appCheckHeader())
      .send({ rating: 5, comment: 'Superb' })
      .expect(200);
    const client = await t.signInAsClient('client@example.com');
    const exported = await request(t.app).get('/api/account/export').set('Cookie', client).expect(200);
    expect(exported.body.visitFeedback).toEqual([
      expect.objectContaining({ listingTitle: 'Hyde Park Estate', rating: 5, comment: 'Superb', state: 'answered' }),
    ]);
    await request(t.app).delete('/api/account').set('Cookie', client).set('Origin', ORIGIN).expect(200);
    expect((await t.deps.db.collection('visitFeedback').get()).size).toBe(0);
  });
});
