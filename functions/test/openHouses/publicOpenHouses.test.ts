import request from 'supertest';
import { OPEN_HOUSE_TEXTS, type OpenHouse } from '@estate/domain';
import { openHouseCalendar } from '../../src/openHouses';
import { testApp } from '../support/testApp';
import { createOpenHouse, dayAhead, LISTING_ADDRESS, openHouseForm, seedListing } from './openHouseFixtures';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/open-houses.md#open-houses: what everyone reads of the open houses, the 'Add to calendar' file and a host's calendar feed. */
const t = testApp();
let admin: string;
let open: OpenHouse;
beforeEach(async () => {
  await t.reset();
  admin = await t.signInAsAdmin();
  await seedListing(t, 'erie');
  open = await createOpenHouse(t, admin, openHouseForm('erie', { capacity: 1 }));
});
afterAll(() => t.teardown());

describe('GET /api/open-houses, /api/open-houses/:id and /api/properties/:id/open-houses', () => {
  it('lists the upcoming open houses of public listings on the market, soonest first, cached for everyone', async () => {
    const sooner = await createOpenHouse(t, admin, openHouseForm('erie', { OpenHouseDate: dayAhead(2), OpenHouseType: 'Broker' }));
    await seedListing(t, 'private', { visibility: 'invited' });
    await createOpenHouse(t, admin, openHouseForm('private'));
    await seedListing(t, 'pending');
    await createOpenHouse(t, admin, openHouseForm('pending'));
    await t.deps.db.collection('properties').doc('pending').update({ StandardStatus: 'Pending', listingSet: 'agency:Pending' });
    const cancelled = await createOpenHouse(t, admin, openHouseForm('erie'));
    await request(t.app)
      .post(`/api/admin/open-houses/${cancelled.OpenHouseKey}/cancel`)
      .set('Cookie', admin)
      .set('Origin', 'http://localhost:5000')
      .expect(200);

    const list = await request(t.app).get('/api/open-houses').expect(200);
    expect(list.headers['cache-control']).toMatch(/^public/);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([sooner.OpenHouseKey, open.OpenHouseKey]);
    expect(list.body[1]).toEqual({
      kind: 'open',
      id: open.OpenHouseKey,
      type: 'Public',
      startsAt: open.OpenHouseStartTime,
      endsAt: open.OpenHouseEndTime,
      // The form's own day and hours, read back from the stored instants.
      clock: { day: dayAhead(5), start: '13:00', end: '15:00' },
      remarks: 'Refreshments from the bakery on Erie.',
      capacity: 1,
      full: false,
      listing: {
        id: 'erie',
        title: 'Erie Avenue Colonial',
        address: LISTING_ADDRESS,
        neighborhood: 'Hyde Park',
        image: '/media/homes/home-01.svg',
      },
    });
    expect((await request(t.app).get('/api/properties/erie/open-houses').expect(200)).body).toEqual(list.body);
    expect((await request(t.app).get('/api/properties/private/open-houses').expect(200)).body).toEqual([]);
    expect((await request(t.app).get(`/api/open-houses/${open.OpenHouseKey}`).expect(200)).body).toEqual(list.body[1]);
    expect((await request(t.app).get(`/api/open-houses/${cancelled.OpenHouseKey}`).expect(404)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.notFound,
    });
  });

  it('says when no place is left (the JSON-LD offer is then SoldOut)', async () => {
    await request(t.app)
      .post(`/api/open-houses/${open.OpenHouseKey}/rsvps`)
      .set(appCheckHeader())
      .set('Idempotency-Key', 'full')
      .send({ name: 'Jordan Hale', email: 'jordan@example.com', phone: '513-555-0199', partySize: 1 })
      .expect(201);
    expect((await request(t.app).get(`/api/open-houses/${open.OpenHouseKey}`).expect(200)).body.full).toBe(true);
  });
});

describe('GET /api/open-houses/:id.ics', () => {
  it('gives the event to add to a calendar, METHOD:PUBLISH with the UID every email carries', async () => {
    const response = await request(t.app).get(`/api/open-houses/${open.OpenHouseKey}.ics`).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="open-house.ics"');
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.text).toContain('METHOD:PUBLISH');
    expect(response.text).toContain(`UID:open-house-${open.OpenHouseKey}@queencityestates.com`);
    expect(response.text).toContain(`DTSTART:${open.OpenHouseStartTime.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(response.text).toContain('SUMMARY:Open house: Erie Avenue Colonial');
    await request(t.app).get('/api/open-houses/no-such-one.ics').expect(404);
  });
});

describe('openHouseCalendar', () => {
  it("gives a host's Active open houses from a day on, as calendar events of the same UID", async () => {
    const { user, cookie } = await t.signInAsAgent();
    const hosted = await createOpenHouse(t, admin, openHouseForm('erie', { ShowingAgentKey: user.id }));
    const cancelled = await createOpenHouse(t, admin, openHouseForm('erie', { ShowingAgentKey: user.id }));
    await request(t.app)
      .post(`/api/admin/open-houses/${cancelled.OpenHouseKey}/cancel`)
      .set('Cookie', cookie)
      .set('Origin', 'http://localhost:5000')
      .expect(200);
    const source = openHouseCalendar({
      openHouses: t.repos.openHouses,
      properties: t.repos.properties,
      siteOrigin: 'https://queencityestates.com',
    });
    const events = await source(user.id, new Date());
    expect(events).toEqual([
      expect.objectContaining({
        uid: `open-house-${hosted.OpenHouseKey}@queencityestates.com`,
        start: new Date(hosted.OpenHouseStartTime),
        end: new Date(hosted.OpenHouseEndTime),
        title: 'Open house: Erie Avenue Colonial',
        location: LISTING_ADDRESS,
        status: 'CONFIRMED',
        url: `https://queencityestates.com/open-houses/${hosted.OpenHouseKey}`,
      }),
    ]);
    expect(await source(user.id, new Date(Date.parse(hosted.OpenHouseEndTime) + 1000))).toEqual([]);
  });
});
