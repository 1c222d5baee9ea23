import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { OPEN_HOUSE_TEXTS, type OpenHouse } from '@estate/domain';
import { newClientAddress, storedLeads } from '../support/leads';
import { ORIGIN, testApp, testConfig } from '../support/testApp';
import { asStaff, createOpenHouse, fakeFeedback, guest, openHouseForm, postRsvp, seedListing } from './openHouseFixtures';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/open-houses.md#open-houses: check-in at the door, on the host's tablet or a visitor's phone, each check-in counted once. */
const fake = fakeFeedback();
const t = testApp({}, {}, fake.feedback);
let admin: string;
let openHouse: OpenHouse;
beforeEach(async () => {
  await t.reset();
  fake.clear();
  admin = await t.signInAsAdmin();
  await seedListing(t, 'erie');
  openHouse = await createOpenHouse(t, admin, openHouseForm('erie'));
});
afterAll(() => t.teardown());

const visitor = (fields: object = {}) => ({
  name: 'Jordan Hale',
  email: 'jordan@example.com',
  phone: '513-555-0199',
  workingWithAgent: false,
  followUpConsent: true,
  ...fields,
});

/** A check-in as the tablet sends it: the staff session, the device's key. */
const checkInAsStaff = (body: object, key: string, cookie = admin) =>
  request(t.app)
    .post(`/api/open-houses/${openHouse.OpenHouseKey}/check-ins`)
    .set(appCheckHeader())
    .set('Cookie', cookie)
    .set('Origin', ORIGIN)
    .set('Idempotency-Key', key)
    .send(body);

/** A check-in from a visitor's phone: no session, the door's code from the QR. */
const checkInAtDoor = (body: object, key: string = randomUUID(), client = newClientAddress()) =>
  request(t.app)
    .post(`/api/open-houses/${openHouse.OpenHouseKey}/check-ins`)
    .set(appCheckHeader())
    .set('X-Forwarded-For', client)
    .set('Idempotency-Key', key)
    .send(body);

const doorToken = async () => {
  const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/door`).expect(200);
  return new URL(body.url as string).searchParams.get('door')!;
};

const attendees = async () =>
  (await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/guests`).expect(200)).body.attendees;

describe('POST /api/open-houses/:id/check-ins', () => {
  it('checks a visitor in once however often the same key is sent: one lead, one attendance, the same answer', async () => {
    const first = await checkInAsStaff(visitor(), 'device-key-1').expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      leadId: expect.any(String),
      rsvp: false,
      message: "Welcome, Jordan Hale! You're checked in.",
    });
    expect(first.headers['cache-control']).toBe('private, no-store');
    const again = await checkInAsStaff(visitor(), 'device-key-1').expect(200);
    expect(again.body).toEqual(first.body);

    const leads = await storedLeads(t.deps.db);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.id).toBe(first.body.leadId);
    expect(leads[0]!.data).toMatchObject({ source: 'open_house', email: 'jordan@example.com', phone: '513-555-0199', propertyId: 'erie' });
    const told = (leads[0]!.data.activity as { type: string; detail?: string }[]).filter((entry) => entry.type === 'open_house');
    expect(told).toHaveLength(1);
    expect(told[0]!.detail).toMatch(
      /^Checked in at the open house of Erie Avenue Colonial on .*\(working with an agent: no; follow-up: yes\)\.$/,
    );

    expect(await attendees()).toEqual([
      expect.objectContaining({
        email: 'jordan@example.com',
        walkIn: true,
        workingWithAgent: false,
        followUpConsent: true,
        leadId: first.body.leadId,
      }),
    ]);
    expect(fake.requested).toEqual([
      {
        visit: { kind: 'openHouse', id: openHouse.OpenHouseKey },
        listingId: 'erie',
        listingTitle: 'Erie Avenue Colonial',
        leadId: first.body.leadId,
        name: 'Jordan Hale',
        email: 'jordan@example.com',
        endsAt: new Date(openHouse.OpenHouseEndTime),
      },
    ]);
  });

  it('checks in once when the same key races itself (a phone sending its queue twice)', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => checkInAsStaff(visitor(), 'racing-key')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.leadId)).size).toBe(1);
    expect(await storedLeads(t.deps.db)).toHaveLength(1);
    expect(await attendees()).toHaveLength(1);
  });

  it("marks the guest's RSVP attended (matched by email, any case) and keeps their RSVP's lead", async () => {
    await postRsvp(t, openHouse.OpenHouseKey, guest(1)).expect(201);
    const [rsvpLead] = await storedLeads(t.deps.db);
    const checkedIn = await checkInAsStaff(visitor({ email: 'GUEST1@example.com', name: 'Guest NumberA' }), 'k-1').expect(201);
    expect(checkedIn.body).toMatchObject({ rsvp: true, leadId: rsvpLead!.id });
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/guests`).expect(200);
    expect(body.rsvps[0].attendedAt).toEqual(expect.any(String));
    expect(body.attendees).toEqual([expect.objectContaining({ walkIn: false, leadId: rsvpLead!.id })]);
    expect(await storedLeads(t.deps.db)).toHaveLength(1);
  });

  it('asks for feedback only with the consent to follow up', async () => {
    await checkInAsStaff(visitor({ followUpConsent: false }), 'k-2').expect(201);
    expect(fake.requested).toEqual([]);
  });

  it("takes a visitor's own check-in with the door's code, and refuses it without one or with another's", async () => {
    const door = await doorToken();
    await checkInAtDoor(visitor({ door })).expect(201);

    expect((await checkInAtDoor(visitor()).expect(401)).body).toEqual({ message: OPEN_HOUSE_TEXTS.doorRequired });
    expect((await checkInAtDoor(visitor({ door: `${door}x` })).expect(403)).body).toEqual({ message: OPEN_HOUSE_TEXTS.invalidDoor });
    const other = await createOpenHouse(t, admin, openHouseForm('erie'));
    const otherDoor = new URL((await asStaff(t, admin).get(`/api/admin/open-houses/${other.OpenHouseKey}/door`)).body.url).searchParams.get(
      'door',
    );
    expect((await checkInAtDoor(visitor({ door: otherDoor })).expect(403)).body).toEqual({ message: OPEN_HOUSE_TEXTS.invalidDoor });

    const heading = await request(t.app).get(`/api/open-houses/${openHouse.OpenHouseKey}/door`).query({ door }).expect(200);
    expect(heading.body).toMatchObject({ id: openHouse.OpenHouseKey, listing: { title: 'Erie Avenue Colonial' } });
    await request(t.app).get(`/api/open-houses/${openHouse.OpenHouseKey}/door`).expect(401);
  });

  it('refuses the same key for another visitor (409), a key missing (400), bad fields (400) and a cancelled open house (409)', async () => {
    await checkInAsStaff(visitor(), 'shared-key').expect(201);
    expect((await checkInAsStaff(visitor({ email: 'other@example.com' }), 'shared-key').expect(409)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.keyReused,
    });
    const keyless = await request(t.app)
      .post(`/api/open-houses/${openHouse.OpenHouseKey}/check-ins`)
      .set(appCheckHeader())
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send(visitor())
      .expect(400);
    expect(keyless.body).toEqual({ message: OPEN_HOUSE_TEXTS.idempotencyKey });
    expect((await checkInAsStaff(visitor({ workingWithAgent: 'maybe' }), 'k-3').expect(400)).body.message).toBe(
      'Please say whether you are working with an agent',
    );
    expect((await checkInAsStaff(visitor({ phone: '12' }), 'k-4').expect(400)).body.message).toBe('Valid phone number is required');

    await asStaff(t, admin).post(`/api/admin/open-houses/${openHouse.OpenHouseKey}/cancel`).expect(200);
    expect((await checkInAsStaff(visitor(), 'k-5').expect(409)).body).toEqual({ message: OPEN_HOUSE_TEXTS.cancelled });
  });

  it('limits check-ins per client with shared counters (the local stacks set the limit)', async () => {
    const limited = testApp({ config: { ...testConfig, perClientLimitPerMinute: 3 } }, {}, fake.feedback);
    try {
      const door = await doorToken();
      const client = newClientAddress();
      const send = (n: number) =>
        request(limited.app)
          .post(`/api/open-houses/${openHouse.OpenHouseKey}/check-ins`)
          .set(appCheckHeader())
          .set('X-Forwarded-For', client)
          .set('Idempotency-Key', `limit-${n}`)
          .send(visitor({ door, email: `visitor${n}@example.com` }));
      const statuses = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await send(n)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.teardown();
    }
  });
});

describe('GET /api/admin/open-houses/:id/door and door.svg', () => {
  it("gives staff the door's link, valid until four hours after the end, and its QR code as SVG", async () => {
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/door`).expect(200);
    expect(body.url).toMatch(new RegExp(`^${ORIGIN}/open-houses/${openHouse.OpenHouseKey}/check-in\\?door=d1\\.`));
    expect(Date.parse(body.expiresAt) - Date.parse(openHouse.OpenHouseEndTime)).toBe(4 * 60 * 60 * 1000);
    const qr = await asStaff(t, admin).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/door.svg`).expect(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(qr.body ?? qr.text)).toContain('<svg');
    await request(t.app).get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/door`).expect(401);
  });
});
