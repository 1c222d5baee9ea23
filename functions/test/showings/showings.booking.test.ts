import request from 'supertest';
import { SHOWING_TIME_SLOTS, SLOT_JUST_TAKEN } from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { LEADS } from '../../src/leads';
import { SHOWING_SLOTS, SHOWINGS } from '../../src/showings';
import { icsOf, LISTING, LISTING_TITLE, MONDAY, ORIGIN, showingWorld } from './showingWorld';

/** docs/product/showings.md#showings: the slots a listing's agent can take, and a showing request that books one. */
const w = showingWorld();
const { t } = w;
beforeEach(() => w.reset());
afterAll(() => t.teardown());

const count = async (collection: string) => (await t.deps.db.collection(collection).count().get()).data().count;

describe('GET /api/showings/slots', () => {
  it('answers 400 with a message for a missing property or day, and 404 for a listing not on the site', async () => {
    expect((await w.slots('').expect(400)).body.message).toBe('Please select a date');
    expect((await w.slots(MONDAY, '').expect(400)).body.message).toBe('Please choose a property');
    await w.listing();
    expect((await w.slots('2030-02-30').expect(400)).body.message).toBe('Please select a date');
    expect((await w.slots(MONDAY, 'no-such-home').expect(404)).body.message).toBe('Property not found');
  });

  it('offers the nine slots Monday to Saturday by default, never cached, and none on Sunday', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const monday = await w.slots().expect(200);
    expect(monday.headers['cache-control']).toBe('private, no-store');
    expect(monday.body.slots.map((slot: { time: string }) => slot.time)).toEqual([...SHOWING_TIME_SLOTS]);
    expect(monday.body.slots.every((slot: { available: boolean }) => slot.available)).toBe(true);
    expect(monday.body.slots[1]).toEqual({ time: '10:00 AM', start: '2030-05-06T14:00:00.000Z', available: true });
    const sunday = await w.slots('2030-05-05').expect(200);
    expect(new Set(sunday.body.slots.map((slot: { reason: string }) => slot.reason))).toEqual(new Set(['outside_hours']));
  });

  it("gives each unavailable slot its reason: the agent's hours, their time away, another booking", async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    await t.repos.showingAvailability.setHours(agent.id, {
      sunday: [],
      monday: [{ from: '09:00', to: '13:00' }],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
    });
    await t.repos.showingAvailability.addBlocked(
      agent.id,
      { id: 'dentist', start: '2030-05-06T15:00:00Z', end: '2030-05-06T16:00:00Z' },
      new Date(),
    );
    await w.booked('9:00 AM');
    const reasons = Object.fromEntries(
      (await w.slots().expect(200)).body.slots.map((slot: { time: string; reason?: string }) => [slot.time, slot.reason]),
    );
    expect(reasons).toEqual({
      '9:00 AM': 'booked',
      '10:00 AM': undefined,
      '11:00 AM': 'away',
      '12:00 PM': undefined,
      '1:00 PM': 'outside_hours',
      '2:00 PM': 'outside_hours',
      '3:00 PM': 'outside_hours',
      '4:00 PM': 'outside_hours',
      '5:00 PM': 'outside_hours',
    });
  });

  it('counts the showing agent, not the listing agent, when the listing names one', async () => {
    const lister = await t.createUser({ username: 'lister', role: 'agent' });
    const shower = await t.createUser({ username: 'shower', role: 'agent' });
    await w.listing(lister, { ShowingAgentKey: shower.id });
    await t.repos.showingAvailability.setHours(shower.id, {
      sunday: [],
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
    });
    const slots = (await w.slots().expect(200)).body.slots;
    expect(slots.every((slot: { reason?: string }) => slot.reason === 'outside_hours')).toBe(true);
    expect((await w.request('11:00 AM').expect(400)).body.message).toBe(
      "This time is outside the agent's showing hours. Please choose another.",
    );
  });
});

describe('POST /api/showings with a property and a slot', () => {
  it('books the slot with the lead: requested, SEQUENCE 0, its hour held, the agent told with the calendar file', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const id = await w.booked();

    expect(await w.showing(id)).toEqual(
      expect.objectContaining({
        id,
        leadId: id,
        propertyId: LISTING,
        listingTitle: LISTING_TITLE,
        agentKey: agent.id,
        start: '2030-05-06T14:00:00.000Z',
        end: '2030-05-06T15:00:00.000Z',
        status: 'requested',
        sequence: 0,
        visitor: { name: 'Taylor Reed', email: 'taylor@example.com', phone: '513-555-0104' },
      }),
    );
    expect(
      (
        await t.deps.db
          .collection(SHOWING_SLOTS)
          .doc(`${agent.id}_${Date.parse('2030-05-06T14:00:00Z')}`)
          .get()
      ).get('showingId'),
    ).toBe(id);

    const toAgent = await w.lastTo(agent.email);
    expect(toAgent?.subject).toBe(`Showing request: ${LISTING_TITLE}, Monday, May 6, 2030 at 10:00 AM`);
    expect(toAgent?.text).toContain(`/admin/leads?lead=${id}`);
    expect(icsOf(toAgent)).toEqual(
      expect.objectContaining({
        uid: `showing-${id}@queencityestates.com`,
        sequence: 0,
        method: 'REQUEST',
        status: 'TENTATIVE',
        start: '20300506T140000Z',
      }),
    );
  });

  it("gives the visitor's confirmation the booking's UID and SEQUENCE 0, and their link to change it", async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const id = await w.booked();
    const confirmation = await w.confirmationOf(id);
    expect(confirmation.to).toEqual(['taylor@example.com']);
    expect(confirmation.subject).toBe(`Your showing request: ${LISTING_TITLE}`);
    expect(icsOf(confirmation)).toEqual(
      expect.objectContaining({ uid: `showing-${id}@queencityestates.com`, sequence: 0, method: 'REQUEST', status: 'TENTATIVE' }),
    );
    const manage = await request(w.app)
      .get('/api/showings/manage')
      .query({ token: w.tokenIn(confirmation) })
      .expect(200);
    expect(manage.body).toEqual(expect.objectContaining({ side: 'visitor', actions: ['cancel', 'reschedule'] }));
  });

  it('refuses a slot outside the hours, while the agent is away or in the past with a clear 400, and stores no lead', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    await t.repos.showingAvailability.addBlocked(
      agent.id,
      { id: 'away', start: '2030-05-06T00:00:00Z', end: '2030-05-07T00:00:00Z' },
      new Date(),
    );
    expect((await w.request('10:00 AM').expect(400)).body.message).toBe('The agent is away at this time. Please choose another.');
    expect((await w.request('10:00 AM', { date: '2030-05-05' }).expect(400)).body.message).toBe(
      "This time is outside the agent's showing hours. Please choose another.",
    );
    expect((await w.request('10:00 AM', { date: '2020-05-04' }).expect(400)).body.message).toBe(
      'This time has already passed. Please choose another.',
    );
    expect(await count(LEADS)).toBe(0);
    expect(await count(SHOWINGS)).toBe(0);
  });

  it('refuses a slot another booking holds with 409, storing no lead; a retry of the first books nothing more', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const first = await w.request('10:00 AM', { key: 'first-visitor' }).expect(201);
    expect((await w.request('10:00 AM', { email: 'other@example.com' }).expect(409)).body.message).toBe(SLOT_JUST_TAKEN);
    const retry = await w.request('10:00 AM', { key: 'first-visitor' }).expect(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await count(LEADS)).toBe(1);
    expect(await count(SHOWINGS)).toBe(1);
    expect((await w.queued()).filter((mail) => mail.subject.startsWith('Showing request'))).toHaveLength(1);
  });

  it('gives one of two visitors racing for the same slot the booking, and tells the other it was just taken', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const [a, b] = await Promise.all([
      w.request('2:00 PM', { email: 'first@example.com' }),
      w.request('2:00 PM', { email: 'second@example.com' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe('This time was just taken. Please choose another.');
    expect(await count(LEADS)).toBe(1);
    expect(await count(SHOWINGS)).toBe(1);
    expect(await count(SHOWING_SLOTS)).toBe(1);
  });

  it('frees the hour when staff delete the lead, one or many at a time, and asks nobody for feedback', async () => {
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing(agent);
    const admin = await t.signInAsAdmin();
    const one = await w.booked('10:00 AM');
    const two = await w.booked('11:00 AM');
    const three = await w.booked('12:00 PM');
    expect(await count(SHOWING_SLOTS)).toBe(3);

    await w.as(admin).delete(`/api/leads/${one}`).expect(200);
    await request(w.app)
      .delete('/api/leads')
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ ids: [two, three] })
      .expect(200, { deleted: 2 });
    expect(await count(SHOWINGS)).toBe(0);
    expect(await count(SHOWING_SLOTS)).toBe(0);
    expect(w.feedback.withdrawn.map((visit) => visit.id).sort()).toEqual([one, two, three].sort());
    await w.request('10:00 AM', { email: 'next@example.com' }).expect(201);
  });

  it('leaves a general consultation, and a request for a listing not on the site, a lead as before', async () => {
    await w.request('10:00 AM', { propertyId: '' }).expect(201);
    await w.request('10:00 AM', { propertyId: 'no-such-home' }).expect(201);
    expect(await count(LEADS)).toBe(2);
    expect(await count(SHOWINGS)).toBe(0);
  });

  it("books a listing without an agent in the agency's hours, for any staff member, and tells the lead alert recipients", async () => {
    await w.listing();
    const id = await w.booked();
    expect((await w.showing(id)).agentKey).toBeUndefined();
    expect((await w.lastTo('leads@queencityestates.com', 'Showing request'))?.subject).toContain(LISTING_TITLE);
    expect((await w.slots().expect(200)).body.slots[1].reason).toBe('booked');
  });
});

describe('firestore.indexes.json', () => {
  it('declares the indexes the slot lookup, the Showings tab, the calendar feed and the reminders query by', () => {
    const declared = indexes.indexes.map((index) => `${index.collectionGroup} ${JSON.stringify(index.fields)}`);
    const ascending = (...fields: string[]) => JSON.stringify(fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })));
    expect(declared).toEqual(
      expect.arrayContaining([
        `${SHOWING_SLOTS} ${ascending('owner', 'start')}`,
        `${SHOWINGS} ${ascending('agentKey', 'status', 'start')}`,
        `${SHOWINGS} ${ascending('status', 'start')}`,
      ]),
    );
    expect(indexes.fieldOverrides).toContainEqual({ collectionGroup: SHOWING_SLOTS, fieldPath: 'expiresAt', ttl: true, indexes: [] });
  });
});
