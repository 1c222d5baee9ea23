import request from 'supertest';
import { OPEN_HOUSE_TEXTS, type OpenHouse } from '@estate/domain';
import { RSVPS_PER_MINUTE } from '../../src/openHouses/openHousesRouter';
import { newClientAddress, storedLeads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';
import {
  asStaff,
  calendarOf,
  createOpenHouse,
  fakeFeedback,
  guest,
  linkToken,
  mailTo,
  openHouseForm,
  postRsvp,
  seedListing,
} from './openHouseFixtures';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/open-houses.md#open-houses: RSVPs, the capacity counted in transactions, the waitlist and its promotion. */
const fake = fakeFeedback();
const t = testApp({}, {}, fake.feedback);
let admin: string;
beforeEach(async () => {
  await t.reset();
  fake.clear();
  admin = await t.signInAsAdmin();
  await seedListing(t, 'erie');
});
afterAll(() => t.teardown());

const openHouseWith = (fields: object = {}) => createOpenHouse(t, admin, openHouseForm('erie', fields));
const cancelThrough = (token: string) =>
  request(t.app).post('/api/open-houses/rsvp/cancel').set(appCheckHeader()).set('Origin', ORIGIN).send({ token });

describe('POST /api/open-houses/:id/rsvps', () => {
  it('seats two with a capacity of 2, waitlists the third, and lets them in when a guest cancels through their link', async () => {
    const openHouse = await openHouseWith({ capacity: 2 });
    const first = await postRsvp(t, openHouse.OpenHouseKey, guest(1)).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      status: 'going',
      partySize: 1,
      message: OPEN_HOUSE_TEXTS.going('guest1@example.com'),
    });
    await postRsvp(t, openHouse.OpenHouseKey, guest(2)).expect(201);
    const third = await postRsvp(t, openHouse.OpenHouseKey, guest(3)).expect(201);
    expect(third.body).toMatchObject({ status: 'waitlisted', message: OPEN_HOUSE_TEXTS.waitlisted });
    expect(third.body.message).toBe("This open house is full: you're on the waitlist. We'll email you if a place opens up.");

    const [waitlistMail] = await mailTo(t, 'guest3@example.com');
    expect(waitlistMail?.subject).toBe(`You're on the waitlist: open house at Erie Avenue Colonial`);
    expect(calendarOf(waitlistMail!)).toBeUndefined();

    const [confirmation] = await mailTo(t, 'guest1@example.com');
    expect(confirmation?.subject).toBe(`You're on the list: open house at Erie Avenue Colonial`);
    const invitation = calendarOf(confirmation!);
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain(`UID:open-house-${openHouse.OpenHouseKey}@queencityestates.com`);
    expect(invitation).toContain('LOCATION:3520 Erie Ave\\, Cincinnati\\, OH 45208');

    const cancelled = await cancelThrough(linkToken(confirmation!, 'rsvp')).expect(200);
    expect(cancelled.body).toEqual({ message: OPEN_HOUSE_TEXTS.rsvpCancelled });
    expect(cancelled.headers['cache-control']).toBe('private, no-store');

    const promotedMail = (await mailTo(t, 'guest3@example.com')).find((mail) => mail.subject.startsWith('A place opened up'));
    expect(promotedMail?.subject).toBe('A place opened up: open house at Erie Avenue Colonial');
    expect(calendarOf(promotedMail!)).toContain('METHOD:REQUEST');
    const cancellation = (await mailTo(t, 'guest1@example.com')).find((mail) => mail.subject.startsWith('Your RSVP is cancelled'));
    expect(calendarOf(cancellation!)).toContain('METHOD:CANCEL');
    expect(calendarOf(cancellation!)).toContain(`UID:open-house-${openHouse.OpenHouseKey}@queencityestates.com`);

    const { body: guests } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/guests`).expect(200);
    expect(guests.rsvps.map(({ email, status }: { email: string; status: string }) => [email, status])).toEqual([
      ['guest1@example.com', 'cancelled'],
      ['guest2@example.com', 'going'],
      ['guest3@example.com', 'going'],
    ]);
    const { body: after } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}`).expect(200);
    expect(after).toMatchObject({ going: 2, waitlisted: 0, capacity: 2 });
  });

  it('never seats more than the capacity when replies race', async () => {
    const openHouse = await openHouseWith({ capacity: 3 });
    const replies = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => postRsvp(t, openHouse.OpenHouseKey, guest(n))));
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(201));
    const statuses = replies.map((reply) => reply.body.status as string);
    expect(statuses.filter((status) => status === 'going')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(3);
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}`).expect(200);
    expect(body).toMatchObject({ going: 3, waitlisted: 3 });
  });

  it('lets in, in order, the waitlisted parties that fit, and leaves a party too large waiting', async () => {
    const openHouse = await openHouseWith({ capacity: 4 });
    const id = openHouse.OpenHouseKey;
    await postRsvp(t, id, guest(1, { partySize: 3 })).expect(201);
    await postRsvp(t, id, guest(2, { partySize: 1 })).expect(201);
    await postRsvp(t, id, guest(3, { partySize: 4 })).expect(201);
    await postRsvp(t, id, guest(4, { partySize: 2 })).expect(201);
    await postRsvp(t, id, guest(5, { partySize: 1 })).expect(201);
    const [confirmation] = await mailTo(t, 'guest1@example.com');
    await cancelThrough(linkToken(confirmation!, 'rsvp')).expect(200);
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${id}/guests`).expect(200);
    expect(Object.fromEntries(body.rsvps.map(({ email, status }: { email: string; status: string }) => [email, status]))).toEqual({
      'guest1@example.com': 'cancelled',
      'guest2@example.com': 'going',
      'guest3@example.com': 'waitlisted',
      'guest4@example.com': 'going',
      'guest5@example.com': 'going',
    });
  });

  it('answers the same request again (same Idempotency-Key) with 200 and the same reply, storing one', async () => {
    const openHouse = await openHouseWith({ capacity: 5 });
    const first = await postRsvp(t, openHouse.OpenHouseKey, guest(1, { partySize: 2 }), 'rsvp-key-1').expect(201);
    const again = await postRsvp(t, openHouse.OpenHouseKey, guest(1, { partySize: 2 }), 'rsvp-key-1').expect(200);
    expect(again.body).toEqual(first.body);
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}`).expect(200);
    expect(body.going).toBe(2);
    expect(await mailTo(t, 'guest1@example.com')).toHaveLength(1);
  });

  it('refuses a second reply of the same guest (any case) with 409', async () => {
    const openHouse = await openHouseWith();
    await postRsvp(t, openHouse.OpenHouseKey, guest(1)).expect(201);
    const again = await postRsvp(t, openHouse.OpenHouseKey, guest(1, { email: 'GUEST1@example.com' })).expect(409);
    expect(again.body).toEqual({ message: OPEN_HOUSE_TEXTS.alreadyReplied });
  });

  it("makes the guest's lead once (source open_house) and tells the reply on it", async () => {
    const openHouse = await openHouseWith();
    await postRsvp(t, openHouse.OpenHouseKey, guest(1, { partySize: 3 })).expect(201);
    const leads = await storedLeads(t.deps.db);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.data).toMatchObject({ source: 'open_house', email: 'guest1@example.com', propertyId: 'erie', name: 'Guest NumberA' });
    const activity = leads[0]!.data.activity as { type: string; detail?: string }[];
    expect(activity.map((entry) => entry.type)).toEqual(['received', 'open_house']);
    expect(activity[1]!.detail).toMatch(/^RSVP going, party of 3 people, to the open house of Erie Avenue Colonial on /);
  });

  it.each([
    [{ ...guest(1), partySize: 11 }, OPEN_HOUSE_TEXTS.partySize],
    [{ ...guest(1), partySize: 0 }, OPEN_HOUSE_TEXTS.partySize],
    [{ ...guest(1), partySize: 1.5 }, OPEN_HOUSE_TEXTS.partySize],
    [{ ...guest(1), partySize: 'two' }, OPEN_HOUSE_TEXTS.partySize],
    [{ ...guest(1), email: 'not-an-email' }, 'Invalid email address'],
    [{ ...guest(1), name: '' }, 'Name is required'],
  ])('answers 400 with its message for %j', async (body, message) => {
    const openHouse = await openHouseWith();
    const response = await postRsvp(t, openHouse.OpenHouseKey, body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('takes a reply without an Idempotency-Key (the same reply again counts once), 400 for a key too long, 404 for an open house that is not there', async () => {
    const openHouse = await openHouseWith({ capacity: 5 });
    const withoutKey = () =>
      request(t.app)
        .post(`/api/open-houses/${openHouse.OpenHouseKey}/rsvps`)
        .set(appCheckHeader())
        .set('X-Forwarded-For', newClientAddress())
        .send(guest(1, { partySize: 2 }));
    const first = await withoutKey().expect(201);
    expect((await withoutKey().expect(200)).body).toEqual(first.body);
    await request(t.app)
      .post(`/api/open-houses/${openHouse.OpenHouseKey}/rsvps`)
      .set(appCheckHeader())
      .set('X-Forwarded-For', newClientAddress())
      .send(guest(1, { partySize: 3 }))
      .expect(409);
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}`).expect(200);
    expect(body.going).toBe(2);
    const tooLong = await postRsvp(t, openHouse.OpenHouseKey, guest(2), 'k'.repeat(201)).expect(400);
    expect(tooLong.body).toEqual({ message: OPEN_HOUSE_TEXTS.idempotencyKey });
    expect((await postRsvp(t, 'no-such-open-house', guest(1)).expect(404)).body).toEqual({ message: OPEN_HOUSE_TEXTS.notFound });
  });

  it('refuses a reply to a cancelled open house (409) and to one of a private listing (404)', async () => {
    const openHouse = await openHouseWith();
    await asStaff(t, admin).post(`/api/admin/open-houses/${openHouse.OpenHouseKey}/cancel`).expect(200);
    expect((await postRsvp(t, openHouse.OpenHouseKey, guest(1)).expect(409)).body).toEqual({ message: OPEN_HOUSE_TEXTS.cancelled });

    await seedListing(t, 'hidden', { visibility: 'clients' });
    const hidden: OpenHouse = await createOpenHouse(t, admin, openHouseForm('hidden'));
    await postRsvp(t, hidden.OpenHouseKey, guest(2)).expect(404);
  });

  it(`answers 429 to a client past ${RSVPS_PER_MINUTE} RSVPs a minute`, async () => {
    const openHouse = await openHouseWith();
    const client = newClientAddress();
    for (let n = 1; n <= RSVPS_PER_MINUTE; n += 1) await postRsvp(t, openHouse.OpenHouseKey, guest(n), undefined, client).expect(201);
    const response = await postRsvp(t, openHouse.OpenHouseKey, guest(20), undefined, client).expect(429);
    expect(response.body).toEqual({ message: 'Too many requests. Please try again in a minute.' });
  });
});

describe('GET /api/open-houses/rsvp and POST /api/open-houses/rsvp/cancel', () => {
  it("shows the guest's reply through their link, and refuses a link that is not valid", async () => {
    const openHouse = await openHouseWith();
    await postRsvp(t, openHouse.OpenHouseKey, guest(1, { partySize: 2 })).expect(201);
    const [confirmation] = await mailTo(t, 'guest1@example.com');
    const token = linkToken(confirmation!, 'rsvp');
    const view = await request(t.app).get('/api/open-houses/rsvp').query({ token }).expect(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.body.rsvp).toEqual({ name: 'Guest NumberA', email: 'guest1@example.com', partySize: 2, status: 'going' });
    expect(view.body.openHouse).toMatchObject({ id: openHouse.OpenHouseKey, listing: { address: '3520 Erie Ave, Cincinnati, OH 45208' } });

    const forged = `${token.slice(0, -2)}xx`;
    expect((await request(t.app).get('/api/open-houses/rsvp').query({ token: forged }).expect(400)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.invalidRsvpLink,
    });
    expect((await cancelThrough(forged).expect(400)).body).toEqual({ message: OPEN_HOUSE_TEXTS.invalidRsvpLink });
    await cancelThrough(token).expect(200);
    expect((await cancelThrough(token).expect(409)).body).toEqual({ message: OPEN_HOUSE_TEXTS.alreadyCancelled });
  });
});
