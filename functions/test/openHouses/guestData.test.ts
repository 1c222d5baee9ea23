import { randomUUID } from 'node:crypto';
import { ANONYMISED_NAME } from '../../src/leads';
import { ORIGIN, testApp } from '../support/testApp';
import request from 'supertest';
import { asStaff, createOpenHouse, fakeFeedback, guest, openHouseForm, postRsvp, seedListing } from './openHouseFixtures';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/clients.md#your-data: a client's RSVPs, attendances, check-ins and invitations are theirs to download and to erase. */
const fake = fakeFeedback();
const t = testApp({}, {}, fake.feedback);
beforeEach(async () => {
  await t.reset();
  fake.clear();
});
afterAll(() => t.teardown());

const EMAIL = 'client@example.com';

describe("a client's open-house records", () => {
  it('are in their export whatever case the address was typed in, and anonymised with the account, the counts kept', async () => {
    const admin = await t.signInAsAdmin();
    await seedListing(t, 'erie');
    const openHouse = await createOpenHouse(t, admin, openHouseForm('erie'));
    const id = openHouse.OpenHouseKey;
    await postRsvp(t, id, guest(1, { email: 'Client@Example.com', partySize: 2 })).expect(201);
    await request(t.app)
      .post(`/api/open-houses/${id}/check-ins`)
      .set(appCheckHeader())
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Guest NumberA', email: EMAIL, phone: '513-555-0101', workingWithAgent: false, followUpConsent: false })
      .expect(201);

    const client = await t.signInAsClient(EMAIL);
    const exported = await request(t.app).get('/api/account/export').set('Cookie', client).expect(200);
    expect(exported.body.openHouses).toEqual({
      rsvps: [expect.objectContaining({ openHouseId: id, email: 'Client@Example.com', partySize: 2, status: 'going' })],
      attendances: [expect.objectContaining({ openHouseId: id, email: EMAIL })],
      checkIns: [expect.objectContaining({ openHouseId: id, email: EMAIL })],
      invitations: [],
    });

    await request(t.app).delete('/api/account').set('Cookie', client).set('Origin', ORIGIN).expect(200);
    const guests = (await asStaff(t, admin).get(`/api/admin/open-houses/${id}/guests`).expect(200)).body;
    expect(JSON.stringify(guests)).not.toMatch(/client@example\.com/i);
    expect(guests.rsvps).toEqual([expect.objectContaining({ name: ANONYMISED_NAME, email: '', partySize: 2 })]);
    const after = (await asStaff(t, admin).get(`/api/admin/open-houses/${id}`).expect(200)).body;
    expect(after.going).toBe(2);
  });
});
