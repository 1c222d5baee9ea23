import request from 'supertest';
import type { User } from '@estate/domain';
import { VISIT_FEEDBACK } from '../../src/visitFeedback';
import { icsOf, LISTING_TITLE, ORIGIN, showingWorld } from './showingWorld';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/showings.md#showings: the agent's decisions, both sides' manage links, one calendar event throughout. */
const w = showingWorld();
const { t } = w;
const VISITOR = 'taylor@example.com';
let agent: User;
let agentCookie: string;

beforeEach(async () => {
  await w.reset();
  agent = await t.createUser({ username: 'agent', name: 'Jordan Hale', role: 'agent' });
  agentCookie = await t.signIn('agent');
  await w.listing(agent);
});
afterAll(() => t.teardown());

const manage = (path: string, body: object) => request(w.app).post(`/api/showings/manage/${path}`).set(appCheckHeader()).send(body);
const timeline = async (leadId: string) => (await t.repos.leads.get(leadId))!.activity.filter((entry) => entry.type === 'showing');

describe('a showing confirmed, moved and cancelled', () => {
  it('sends both sides one calendar event: the same UID, SEQUENCE rising with each change, CANCEL at the end', async () => {
    const id = await w.booked();
    const uid = `showing-${id}@queencityestates.com`;
    expect(icsOf(await w.confirmationOf(id))).toEqual(expect.objectContaining({ uid, sequence: 0, method: 'REQUEST' }));

    const confirmed = await w.as(agentCookie).post(`/api/showings/${id}/confirm`).expect(200);
    expect(confirmed.body).toEqual({
      message: 'Showing confirmed',
      showing: expect.objectContaining({ status: 'confirmed', sequence: 1 }),
    });
    const toVisitor = await w.lastTo(VISITOR);
    const toAgent = await w.lastTo(agent.email);
    expect(toVisitor?.subject).toBe(`Your showing is confirmed: ${LISTING_TITLE}`);
    expect(toAgent?.subject).toBe(`Showing confirmed: ${LISTING_TITLE}, Monday, May 6, 2030 at 10:00 AM`);
    for (const mail of [toVisitor, toAgent]) {
      expect(icsOf(mail)).toEqual(
        expect.objectContaining({ uid, sequence: 1, method: 'REQUEST', status: 'CONFIRMED', start: '20300506T140000Z' }),
      );
      expect(icsOf(mail).contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    }

    // The visitor moves it from their link: the old hour is freed, the new one held, the event updated.
    const moved = await manage('reschedule', { token: w.tokenIn(toVisitor), date: '2030-05-07', time: '3:00 PM' }).expect(200);
    expect(moved.body.showing).toEqual(expect.objectContaining({ status: 'confirmed', sequence: 2, start: '2030-05-07T19:00:00.000Z' }));
    expect((await w.slots('2030-05-06').expect(200)).body.slots[1].available).toBe(true);
    expect((await w.slots('2030-05-07').expect(200)).body.slots[6].reason).toBe('booked');
    for (const mail of [await w.lastTo(VISITOR), await w.lastTo(agent.email)]) {
      expect(icsOf(mail)).toEqual(expect.objectContaining({ uid, sequence: 2, method: 'REQUEST', start: '20300507T190000Z' }));
    }
    expect((await w.lastTo(agent.email))?.subject).toBe(`Showing moved: ${LISTING_TITLE}, Tuesday, May 7, 2030 at 3:00 PM`);

    // The agent cancels from theirs: CANCEL, one more SEQUENCE, the hour free again.
    await manage('cancel', { token: w.tokenIn(await w.lastTo(agent.email)) }).expect(200);
    for (const mail of [await w.lastTo(VISITOR), await w.lastTo(agent.email)]) {
      expect(icsOf(mail)).toEqual(expect.objectContaining({ uid, sequence: 3, method: 'CANCEL', status: 'CANCELLED' }));
    }
    expect((await w.lastTo(VISITOR))?.subject).toBe(`Your showing is cancelled: ${LISTING_TITLE}`);
    expect((await w.slots('2030-05-07').expect(200)).body.slots[6].available).toBe(true);

    expect((await timeline(id)).map((entry) => entry.detail)).toEqual([
      'Showing confirmed for Monday, May 6, 2030 at 10:00 AM',
      'The visitor moved the showing from Monday, May 6, 2030 at 10:00 AM to Tuesday, May 7, 2030 at 3:00 PM',
      "The showing's agent cancelled the showing of Tuesday, May 7, 2030 at 3:00 PM",
    ]);
    expect((await timeline(id))[0]).toEqual(expect.objectContaining({ actorId: agent.id, actorName: 'Jordan Hale' }));

    // Feedback: asked when confirmed, asked again (the time moved) on the reschedule, withdrawn on the cancel.
    expect(w.feedback.requested.map((visitor) => visitor.endsAt.toISOString())).toEqual([
      '2030-05-06T15:00:00.000Z',
      '2030-05-07T20:00:00.000Z',
    ]);
    expect(w.feedback.requested[0]).toEqual({
      visit: { kind: 'showing', id },
      listingId: 'hyde-park-colonial',
      listingTitle: LISTING_TITLE,
      leadId: id,
      name: 'Taylor Reed',
      email: VISITOR,
      endsAt: new Date('2030-05-06T15:00:00Z'),
    });
    expect(w.feedback.withdrawn).toEqual([{ kind: 'showing', id }]);
  });

  it('refuses a change from a link once the showing is less than 2 hours away, and says so on its page', async () => {
    const id = await w.booked();
    await w.as(agentCookie).post(`/api/showings/${id}/confirm`).expect(200);
    const token = w.tokenIn(await w.lastTo(VISITOR));
    await w.startsAt(id, new Date(Date.now() + 90 * 60_000));
    const tooLate = 'This showing starts in less than 2 hours, so it can no longer be changed online. Please call us at (513) 555-0142.';
    expect((await manage('cancel', { token }).expect(409)).body.message).toBe(tooLate);
    expect((await manage('reschedule', { token, date: '2030-05-07', time: '3:00 PM' }).expect(409)).body.message).toBe(tooLate);
    const page = await request(w.app).get('/api/showings/manage').query({ token }).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toEqual(expect.objectContaining({ side: 'visitor', actions: [], closed: tooLate }));
  });

  it('answers 400 for a link that is not one of ours, and for a reschedule without a time', async () => {
    const id = await w.booked();
    const token = w.tokenIn(await w.confirmationOf(id));
    const invalid = 'This link is not valid. Please use the link in the latest email about your showing.';
    expect((await manage('cancel', { token: `${token}x` }).expect(400)).body.message).toBe(invalid);
    expect((await manage('cancel', {}).expect(400)).body.message).toBe(invalid);
    expect((await request(w.app).get('/api/showings/manage').query({ token: 's1.forged.link' }).expect(400)).body.message).toBe(invalid);
    expect((await manage('reschedule', { token, date: '2030-05-07' }).expect(400)).body.message).toBe('Please select a time');
  });
});

describe('POST /api/showings/:id/decline', () => {
  it('declines with a note the visitor reads, sends CANCEL to both, frees the hour and withdraws the feedback', async () => {
    const id = await w.booked();
    const tooLong = await w
      .as(agentCookie)
      .post(`/api/showings/${id}/decline`, { note: 'x'.repeat(2001) })
      .expect(400);
    expect(tooLong.body.message).toBe('Note must be at most 2000 characters');
    await w.as(agentCookie).post(`/api/showings/${id}/decline`, { note: 'The sellers are away that week.' }).expect(200);
    const toVisitor = await w.lastTo(VISITOR);
    expect(toVisitor?.subject).toBe(`Your showing request was declined: ${LISTING_TITLE}`);
    expect(toVisitor?.text).toContain('Note from the agent: The sellers are away that week.');
    expect(icsOf(toVisitor)).toEqual(expect.objectContaining({ sequence: 1, method: 'CANCEL' }));
    expect(icsOf(await w.lastTo(agent.email))).toEqual(expect.objectContaining({ sequence: 1, method: 'CANCEL' }));
    expect((await w.slots().expect(200)).body.slots[1].available).toBe(true);
    expect(w.feedback.withdrawn).toEqual([{ kind: 'showing', id }]);
    expect((await timeline(id)).at(-1)?.detail).toBe(
      'Showing of Monday, May 6, 2030 at 10:00 AM declined: The sellers are away that week.',
    );
    const again = await w.as(agentCookie).post(`/api/showings/${id}/confirm`).expect(409);
    expect(again.body.message).toBe('This showing was cancelled or declined: there is nothing more to change.');
  });
});

describe('POST /api/showings/:id/propose', () => {
  it('holds a free hour for the visitor, who confirms it from their link', async () => {
    const id = await w.booked();
    expect(
      (await w.as(agentCookie).post(`/api/showings/${id}/propose`, { date: '2030-05-05', time: '10:00 AM' }).expect(400)).body.message,
    ).toBe("This time is outside the agent's showing hours. Please choose another.");
    await w.request('4:00 PM', { email: 'someone@example.com' }).expect(201);
    expect(
      (await w.as(agentCookie).post(`/api/showings/${id}/propose`, { date: '2030-05-06', time: '4:00 PM' }).expect(409)).body.message,
    ).toBe('This time was just taken. Please choose another.');
    const proposed = await w.as(agentCookie).post(`/api/showings/${id}/propose`, { date: '2030-05-06', time: '1:00 PM' }).expect(200);
    expect(proposed.body.showing).toEqual(expect.objectContaining({ status: 'proposed', sequence: 1 }));
    const toVisitor = await w.lastTo(VISITOR);
    expect(toVisitor?.subject).toBe(`A new time for your showing: ${LISTING_TITLE}`);
    expect(icsOf(toVisitor)).toEqual(
      expect.objectContaining({ sequence: 1, method: 'REQUEST', status: 'TENTATIVE', start: '20300506T170000Z' }),
    );

    const token = w.tokenIn(toVisitor);
    expect((await request(w.app).get('/api/showings/manage').query({ token }).expect(200)).body.actions).toEqual([
      'confirm',
      'cancel',
      'reschedule',
    ]);
    const accepted = await manage('confirm', { token }).expect(200);
    expect(accepted.body).toEqual({
      message: 'Your showing is confirmed.',
      showing: expect.objectContaining({ status: 'confirmed', sequence: 2 }),
    });
    expect(icsOf(await w.lastTo(agent.email))).toEqual(expect.objectContaining({ sequence: 2, status: 'CONFIRMED' }));
    expect((await manage('confirm', { token }).expect(409)).body.message).toBe('There is no proposed time to confirm.');
  });
});

describe('who may decide', () => {
  it('lets the showing agent, the lead owner and an admin act; another agent gets 403 and sees nothing of it', async () => {
    const id = await w.booked();
    const other = await t.signInAsAgent('other');
    expect((await w.as(other.cookie).post(`/api/showings/${id}/confirm`).expect(403)).body.message).toBe(
      "Only the showing's agent, the lead's owner or an admin may act on this showing",
    );
    // Unassigned, the lead is every agent's to see: the panel shows the booking, without actions.
    expect((await w.as(other.cookie).get(`/api/showings/${id}`).expect(200)).body).toEqual(
      expect.objectContaining({ mayAct: false, decisions: [] }),
    );
    await t.repos.leads.change(id, () => ({ ownerId: other.user.id, activity: [] }));
    expect((await w.as(other.cookie).get(`/api/showings/${id}`).expect(200)).body.mayAct).toBe(true);
    const third = await t.signInAsAgent('third');
    expect((await w.as(third.cookie).get(`/api/showings/${id}`).expect(404)).body.message).toBe('Showing not found');
    const admin = await t.signInAsAdmin();
    await w.as(admin).post(`/api/showings/${id}/confirm`).expect(200);
    expect((await w.as(agentCookie).get('/api/showings/no-such-showing').expect(404)).body.message).toBe('Showing not found');
  });

  it("lists the member's upcoming bookings and the unassigned ones, requested first", async () => {
    const first = await w.booked('9:00 AM');
    const second = await w.booked('11:00 AM');
    await w.as(agentCookie).post(`/api/showings/${first}/confirm`).expect(200);
    await w.listing(undefined, { title: 'Mount Adams Loft' }, 'mount-adams-loft');
    const nobodys = (await w.request('9:00 AM', { propertyId: 'mount-adams-loft' }).expect(201)).body.id;
    const list = await w.as(agentCookie).get('/api/showings').expect(200);
    expect(list.body.map((showing: { id: string; status: string }) => [showing.id, showing.status])).toEqual([
      [nobodys, 'requested'],
      [second, 'requested'],
      [first, 'confirmed'],
    ]);
  });
});

describe('the feedback module, as the api wires it', () => {
  it('records a request to ask the visitor once a showing is confirmed, and withdraws it when it is cancelled', async () => {
    const id = await w.booked();
    const stored = async () => (await t.deps.db.collection(VISIT_FEEDBACK).where('visitId', '==', id).get()).docs.map((doc) => doc.data());
    await request(t.app).post(`/api/showings/${id}/confirm`).set('Cookie', agentCookie).set('Origin', ORIGIN).expect(200);
    expect(await stored()).toEqual([expect.objectContaining({ visitKind: 'showing', email: VISITOR, state: 'pending' })]);
    await request(t.app)
      .post('/api/showings/manage/cancel')
      .set(appCheckHeader())
      .send({ token: w.tokenIn(await w.lastTo(VISITOR)) })
      .expect(200);
    expect(await stored()).toEqual([]);
  });
});
