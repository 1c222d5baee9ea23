import request from 'supertest';
import { createOpenHouse, openHouseForm } from '../openHouses/openHouseFixtures';
import { LISTING, showingWorld } from '../showings/showingWorld';

/** docs/product/dashboard.md#showings-tab: a staff member's private calendar feed of their confirmed showings and the open houses they host. */
const w = showingWorld();
const { t } = w;
beforeEach(() => w.reset());
afterAll(() => t.teardown());

const feedPath = (url: string) => new URL(url).pathname;

describe('GET /api/calendar/feed and the feed itself', () => {
  it("serves the member's confirmed showings and hosted open houses, without a session, never cached; a reset makes the old address 404", async () => {
    const { cookie, user } = await t.signInAsAgent('agent');
    await w.listing(user);
    const confirmed = await w.booked('10:00 AM');
    const requested = await w.booked('2:00 PM');
    await w.as(cookie).post(`/api/showings/${confirmed}/confirm`).expect(200);
    // The open house they host (their listing's agent by default) is in the same feed.
    const openHouse = await createOpenHouse(t, cookie, openHouseForm(LISTING));

    const link = await w.as(cookie).get('/api/calendar/feed').expect(200);
    expect(link.body.url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await w.as(cookie).get('/api/calendar/feed').expect(200)).body).toEqual(link.body);

    const feed = await request(w.app).get(feedPath(link.body.url)).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const text = feed.text.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('X-WR-CALNAME:Agent agent — Queen City Estates');
    expect(text).toContain(`UID:showing-${confirmed}@queencityestates.com`);
    expect(text).not.toContain(`showing-${requested}@`);
    expect(text).toContain(`UID:open-house-${openHouse.OpenHouseKey}@queencityestates.com`);
    expect(text).toContain('METHOD:PUBLISH');

    const reset = await w.as(cookie).post('/api/calendar/feed/reset').expect(200);
    expect(reset.body.url).not.toBe(link.body.url);
    expect((await request(w.app).get(feedPath(link.body.url)).expect(404)).body.message).toBe('Calendar not found');
    await request(w.app).get(feedPath(reset.body.url)).expect(200);
  });

  it("shows nobody else's showings, and answers 404 for a made-up address", async () => {
    const first = await t.signInAsAgent('first');
    const second = await t.signInAsAgent('second');
    await w.listing(first.user);
    await w
      .as(first.cookie)
      .post(`/api/showings/${await w.booked()}/confirm`)
      .expect(200);
    const url = (await w.as(second.cookie).get('/api/calendar/feed').expect(200)).body.url as string;
    const text = (await request(w.app).get(feedPath(url)).expect(200)).text;
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(text).toContain('X-WR-CALNAME:Agent second — Queen City Estates');
    await request(w.app)
      .get(`/api/calendar/${'A'.repeat(43)}.ics`)
      .expect(404);
    await request(w.app).get('/api/calendar/short.ics').expect(404);
  });
});
