import request from 'supertest';
import { OPEN_HOUSE_TEXTS, type OpenHouse } from '@estate/domain';
import { storedLeads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';
import {
  asStaff,
  calendarOf,
  createOpenHouse,
  dayAhead,
  fakeFeedback,
  guest,
  linkToken,
  mailTo,
  openHouseForm,
  postRsvp,
  seedListing,
} from './openHouseFixtures';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/open-houses.md#open-houses: staff create, change and cancel open houses; the report; who may do what. */
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

describe('POST /api/admin/open-houses', () => {
  it("stores RESO's fields, Cincinnati times as instants (DST-correct), the host defaulting to the listing's agent", async () => {
    const { cookie, user } = await t.signInAsAgent();
    await seedListing(t, 'theirs', {}, user.id);
    // 2027-03-13 is the Saturday before clocks spring forward; the 14th is the Sunday they do.
    const winter = await createOpenHouse(t, cookie, openHouseForm('theirs', { OpenHouseDate: '2027-03-13', capacity: 12 }));
    const summer = await createOpenHouse(t, cookie, openHouseForm('theirs', { OpenHouseDate: '2027-03-14', OpenHouseType: 'Broker' }));
    expect(winter).toMatchObject({
      OpenHouseKey: expect.any(String),
      ListingKey: 'theirs',
      OpenHouseDate: '2027-03-13',
      OpenHouseStartTime: '2027-03-13T18:00:00.000Z',
      OpenHouseEndTime: '2027-03-13T20:00:00.000Z',
      OpenHouseType: 'Public',
      OpenHouseRemarks: 'Refreshments from the bakery on Erie.',
      OpenHouseStatus: 'Active',
      ShowingAgentKey: user.id,
      capacity: 12,
      going: 0,
      waitlisted: 0,
      invitations: 0,
      listing: { id: 'theirs', title: 'Erie Avenue Colonial', address: '3520 Erie Ave, Cincinnati, OH 45208' },
    });
    expect(summer).toMatchObject({ OpenHouseStartTime: '2027-03-14T17:00:00.000Z', OpenHouseEndTime: '2027-03-14T19:00:00.000Z' });
    expect(summer).not.toHaveProperty('capacity');
  });

  it.each([
    ['a day that is not one', { OpenHouseDate: '2027-02-30' }, OPEN_HOUSE_TEXTS.date],
    ['a start not HH:MM', { OpenHouseStartTime: '1pm' }, OPEN_HOUSE_TEXTS.startTime],
    ['an end before the start', { OpenHouseEndTime: '12:00' }, OPEN_HOUSE_TEXTS.endAfterStart],
    ['13 hours', { OpenHouseStartTime: '06:00', OpenHouseEndTime: '19:00' }, OPEN_HOUSE_TEXTS.tooLong],
    ['a type RESO does not name', { OpenHouseType: 'Private' }, OPEN_HOUSE_TEXTS.type],
    ['a capacity of 0', { capacity: 0 }, OPEN_HOUSE_TEXTS.capacity],
    ['a capacity of 501', { capacity: 501 }, OPEN_HOUSE_TEXTS.capacity],
    ['remarks of 1001 characters', { OpenHouseRemarks: 'x'.repeat(1001) }, OPEN_HOUSE_TEXTS.remarks],
    ['a day past', { OpenHouseDate: '2020-01-04' }, OPEN_HOUSE_TEXTS.inThePast],
    ['no listing', { ListingKey: '' }, OPEN_HOUSE_TEXTS.listing],
    ['a host who is not staff', { ShowingAgentKey: 'not-staff' }, OPEN_HOUSE_TEXTS.showingAgent],
  ])('answers 400 with its message for %s', async (_case, fields, message) => {
    const response = await asStaff(t, admin).post('/api/admin/open-houses', openHouseForm('erie', fields)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it("refuses another agent's listing (403), a listing not there (404) and one off the market (409)", async () => {
    const { cookie } = await t.signInAsAgent();
    expect((await asStaff(t, cookie).post('/api/admin/open-houses', openHouseForm('erie')).expect(403)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.notYours,
    });
    await asStaff(t, admin).post('/api/admin/open-houses', openHouseForm('gone')).expect(404);
    await seedListing(t, 'sold');
    await t.deps.db.collection('properties').doc('sold').update({ StandardStatus: 'Pending', listingSet: 'agency:Pending' });
    expect((await asStaff(t, admin).post('/api/admin/open-houses', openHouseForm('sold')).expect(409)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.listingNotOpen,
    });
  });
});

describe('GET /api/admin/open-houses', () => {
  it('lists for an agent the open houses of their listings and those they host, for an admin all', async () => {
    const { cookie, user } = await t.signInAsAgent();
    await seedListing(t, 'theirs', {}, user.id);
    const theirs = await createOpenHouse(t, cookie, openHouseForm('theirs'));
    const hosted = await createOpenHouse(t, admin, openHouseForm('erie', { ShowingAgentKey: user.id }));
    const others = await createOpenHouse(t, admin, openHouseForm('erie'));
    const keys = (list: OpenHouse[]) => list.map((openHouse) => openHouse.OpenHouseKey).sort();
    expect(keys((await asStaff(t, cookie).get('/api/admin/open-houses').expect(200)).body)).toEqual(keys([theirs, hosted]));
    expect(keys((await asStaff(t, admin).get('/api/admin/open-houses').expect(200)).body)).toEqual(keys([theirs, hosted, others]));
    expect((await asStaff(t, cookie).get(`/api/admin/open-houses/${others.OpenHouseKey}`).expect(403)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.notYours,
    });
  });
});

describe('GET /api/admin/open-houses/listings', () => {
  it('offers an agent their listings on the market (a private one too, for a preview), an admin every one', async () => {
    const { cookie, user } = await t.signInAsAgent();
    await seedListing(t, 'theirs', {}, user.id);
    await seedListing(t, 'private', { visibility: 'invited' }, user.id);
    await seedListing(t, 'pending', {}, user.id);
    await t.deps.db.collection('properties').doc('pending').update({ StandardStatus: 'Pending', listingSet: 'agency:Pending' });
    const ids = async (cookie: string) =>
      ((await asStaff(t, cookie).get('/api/admin/open-houses/listings').expect(200)).body as { id: string }[]).map(({ id }) => id).sort();
    expect(await ids(cookie)).toEqual(['private', 'theirs']);
    expect(await ids(admin)).toEqual(['erie', 'private', 'theirs']);
  });
});

describe('PUT /api/admin/open-houses/:id and POST /api/admin/open-houses/:id/cancel', () => {
  it('tells its guests of a change (the same calendar UID, a higher SEQUENCE), lets the waitlist in when the capacity grows, and cancels with a CANCEL', async () => {
    const openHouse = await createOpenHouse(t, admin, openHouseForm('erie', { capacity: 1 }));
    const id = openHouse.OpenHouseKey;
    await postRsvp(t, id, guest(1)).expect(201);
    await postRsvp(t, id, guest(2)).expect(201);

    const refused = await asStaff(t, admin)
      .put(`/api/admin/open-houses/${id}`, { ...openHouseForm('erie', { capacity: 1 }), capacity: 0 })
      .expect(400);
    expect(refused.body.message).toBe(OPEN_HOUSE_TEXTS.capacity);

    const changed = await asStaff(t, admin)
      .put(`/api/admin/open-houses/${id}`, openHouseForm('erie', { OpenHouseStartTime: '14:00', OpenHouseEndTime: '16:30', capacity: 2 }))
      .expect(200);
    expect(changed.body).toMatchObject({ going: 2, waitlisted: 0, capacity: 2 });
    const updated = (await mailTo(t, 'guest1@example.com')).find((mail) => mail.subject.startsWith('Updated'));
    expect(updated?.text).toContain('2:00 PM – 4:30 PM');
    expect(calendarOf(updated!)).toContain('SEQUENCE:1');
    expect(calendarOf(updated!)).toContain(`UID:open-house-${id}@queencityestates.com`);
    expect((await mailTo(t, 'guest2@example.com')).map((mail) => mail.subject)).toEqual([
      "You're on the waitlist: open house at Erie Avenue Colonial",
      'A place opened up: open house at Erie Avenue Colonial',
    ]);

    const below = await asStaff(t, admin)
      .put(`/api/admin/open-houses/${id}`, openHouseForm('erie', { capacity: 1 }))
      .expect(400);
    expect(below.body).toEqual({ message: OPEN_HOUSE_TEXTS.capacityBelowGoing(2) });

    const cancelled = await asStaff(t, admin).post(`/api/admin/open-houses/${id}/cancel`).expect(200);
    expect(cancelled.body.OpenHouseStatus).toBe('Cancelled');
    for (const email of ['guest1@example.com', 'guest2@example.com']) {
      const notice = (await mailTo(t, email)).find((mail) => mail.subject.startsWith('Cancelled'));
      expect(notice?.subject).toBe('Cancelled: open house at Erie Avenue Colonial');
      expect(calendarOf(notice!)).toContain('METHOD:CANCEL');
      expect(calendarOf(notice!)).toContain('SEQUENCE:2');
    }
    expect(fake.withdrawn).toEqual([{ visit: { kind: 'openHouse', id } }]);
    expect((await request(t.app).get('/api/open-houses').expect(200)).body).toEqual([]);
    const again = await asStaff(t, admin).put(`/api/admin/open-houses/${id}`, openHouseForm('erie')).expect(409);
    expect(again.body).toEqual({ message: OPEN_HOUSE_TEXTS.cancelled });
  });
});

describe('GET /api/admin/open-houses/:id/report and POST …/report/email', () => {
  it('counts RSVPs, attendance, no-shows and new leads, with the ratings and comments, and emails it to the seller once', async () => {
    const openHouse = await createOpenHouse(t, admin, openHouseForm('erie', { capacity: 2 }));
    const id = openHouse.OpenHouseKey;
    await postRsvp(t, id, guest(1, { partySize: 2 })).expect(201);
    await postRsvp(t, id, guest(2)).expect(201);
    await postRsvp(t, id, guest(3)).expect(201);
    const [confirmation] = await mailTo(t, 'guest3@example.com');
    await request(t.app)
      .post('/api/open-houses/rsvp/cancel')
      .set(appCheckHeader())
      .set('Origin', ORIGIN)
      .send({ token: linkToken(confirmation!, 'rsvp') })
      .expect(200);
    const checkIn = (email: string, key: string) =>
      request(t.app)
        .post(`/api/open-houses/${id}/check-ins`)
        .set(appCheckHeader())
        .set('Cookie', admin)
        .set('Origin', ORIGIN)
        .set('Idempotency-Key', key)
        .send({ name: 'Visitor', email, phone: '513-555-0142', workingWithAgent: true, followUpConsent: true });
    await checkIn('guest1@example.com', 'a').expect(201);
    await checkIn('walkin@example.com', 'b').expect(201);
    await checkIn('walkin@example.com', 'b').expect(200);
    fake.answers.push(
      {
        visit: { kind: 'openHouse', id },
        listingId: 'erie',
        name: 'Guest NumberA',
        rating: 5,
        comment: 'Loved the garden.',
        answeredAt: '2026-12-01T21:00:00Z',
      },
      { visit: { kind: 'openHouse', id }, listingId: 'erie', name: 'Walk In', rating: 4, answeredAt: '2026-12-01T22:00:00Z' },
      {
        visit: { kind: 'showing', id },
        listingId: 'erie',
        name: 'Someone Else',
        rating: 1,
        comment: 'Not this visit.',
        answeredAt: '2026-12-01T22:00:00Z',
      },
    );

    const report = await asStaff(t, admin).get(`/api/admin/open-houses/${id}/report`).expect(200);
    expect(report.headers['cache-control']).toBe('private, no-store');
    expect(report.body).toMatchObject({
      openHouse: { OpenHouseKey: id },
      rsvps: { going: 1, waitlisted: 1, cancelled: 1, people: 2 },
      attended: 2,
      noShows: 0,
      newLeads: (await storedLeads(t.deps.db)).length,
      averageRating: 4.5,
      ratings: 2,
      comments: [{ name: 'Guest NumberA', rating: 5, comment: 'Loved the garden.', answeredAt: '2026-12-01T21:00:00Z' }],
    });
    expect(report.body.newLeads).toBe(4);

    const sent = await asStaff(t, admin)
      .post(`/api/admin/open-houses/${id}/report/email`, { emails: ['seller@example.com'], note: 'Two offers likely.' })
      .expect(200);
    expect(sent.body).toEqual({ message: OPEN_HOUSE_TEXTS.reportSent });
    await asStaff(t, admin)
      .post(`/api/admin/open-houses/${id}/report/email`, { emails: ['seller@example.com'], note: 'Two offers likely.' })
      .expect(200);
    const mails = await mailTo(t, 'seller@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Open house report: Erie Avenue Colonial', replyTo: 'admin@queencityestates.com' });
    expect(mails[0]!.text).toContain('Two offers likely.');
    expect(mails[0]!.text).toContain('Average rating: 4.5 of 5 (2 ratings)');
    expect(mails[0]!.text).toContain('Guest (5/5): “Loved the garden.”');
    expect(mails[0]!.text).not.toContain('guest1@example.com');
  });

  it('bounds the seller emails (400) and keeps another agent out (403)', async () => {
    const openHouse = await createOpenHouse(t, admin, openHouseForm('erie', { OpenHouseDate: dayAhead(3) }));
    const path = `/api/admin/open-houses/${openHouse.OpenHouseKey}/report/email`;
    const six = Array.from({ length: 6 }, (_, n) => `seller${n}@example.com`);
    expect((await asStaff(t, admin).post(path, { emails: six }).expect(400)).body.message).toBe(OPEN_HOUSE_TEXTS.sellerEmails);
    expect((await asStaff(t, admin).post(path, { emails: [] }).expect(400)).body.message).toBe(OPEN_HOUSE_TEXTS.sellerEmails);
    expect(
      (
        await asStaff(t, admin)
          .post(path, { emails: ['nope'] })
          .expect(400)
      ).body.message,
    ).toBe(OPEN_HOUSE_TEXTS.sellerEmail);
    const { cookie } = await t.signInAsAgent();
    await asStaff(t, cookie).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/report`).expect(403);
    await asStaff(t, cookie)
      .post(path, { emails: ['seller@example.com'] })
      .expect(403);
  });
});
