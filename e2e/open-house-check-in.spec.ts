import { agencyToday, type Lead, type OpenHouse, type OpenHouseGuests, type Property } from '@estate/domain';
import { adminApi, cleanUp, removeProperties, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';

/** The Cincinnati calendar day `days` from now, 'YYYY-MM-DD'. */
const dayAhead = (days: number) => agencyToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/**
 * docs/product/open-houses.md#open-houses: a visitor checks in on their phone at the door (the QR code's link)
 * while the connection is down; the check-in waits on the device, goes when the connection returns,
 * and is sent again from the queue without making a second lead or a second attendance.
 */
test('a check-in made offline is kept on the device and sent once when the connection returns', async ({ page, context, baseURL }) => {
  const keyword = uniqueSuffix();
  const title = `Open House Villa ${keyword}`;
  const email = `door-${keyword}@example.com`;
  const ids = new Set<string>();
  try {
    const api = await adminApi(baseURL!);
    let openHouse: OpenHouse;
    let door: string;
    try {
      const listing = await api.post('/api/properties', {
        data: {
          title,
          address: '14 Grandin Rd, Cincinnati, OH 45208',
          neighborhood: 'Hyde Park',
          price: 2100000,
          bedrooms: 5,
          bathrooms: 4.5,
          squareFeet: 5200,
          description: 'A listing with an open house, for the check-in at the door.',
          propertyType: 'Single Family',
          images: ['/media/homes/home-01.svg'],
          Latitude: 39.1365,
          Longitude: -84.4421,
        },
      });
      expect(listing.status()).toBe(201);
      const property = (await listing.json()) as Property;
      ids.add(property.id);
      const created = await api.post('/api/admin/open-houses', {
        data: {
          ListingKey: property.id,
          OpenHouseDate: dayAhead(1),
          OpenHouseStartTime: '13:00',
          OpenHouseEndTime: '15:00',
          OpenHouseType: 'Public',
        },
      });
      expect(created.status()).toBe(201);
      openHouse = (await created.json()) as OpenHouse;
      door = ((await (await api.get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/door`)).json()) as { url: string }).url;
    } finally {
      await api.dispose();
    }

    // The visitor's phone opens the QR code's link: no staff session, the door's code in the address.
    const { pathname, search } = new URL(door);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('heading', { name: `Welcome to ${title}` })).toBeVisible();

    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Check in' });
    await form.getByLabel('Full Name').fill('Jordan Door');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('513-555-0177');
    await form.getByRole('switch', { name: 'You may follow up with me about this home' }).click();
    await form.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByTestId('check-ins-waiting')).toHaveText('1 check-in waiting to be sent');
    await expect(page.getByText('it will be sent as soon as the connection returns')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('check-ins-waiting')).toHaveText('Every check-in is sent.');
    await expect(page.getByText("Welcome, Jordan Door! You're checked in.")).toBeVisible();

    // Nothing is left in the device's queue.
    const queued = await page.evaluate(() => window.localStorage.getItem('qce.openHouseCheckIns'));
    expect(JSON.parse(queued ?? '[]')).toEqual([]);

    const staff = await adminApi(baseURL!);
    try {
      const guests = (await (await staff.get(`/api/admin/open-houses/${openHouse.OpenHouseKey}/guests`)).json()) as OpenHouseGuests;
      expect(guests.attendees.map((attendee) => attendee.email)).toEqual([email]);
      const leads = (await (await staff.get('/api/leads', { params: { search: email, limit: 50 } })).json()) as Lead[];
      expect(leads.filter((lead) => lead.email === email)).toHaveLength(1);
      expect(leads[0]).toMatchObject({ source: 'open_house', email });
      await staff.post(`/api/admin/open-houses/${openHouse.OpenHouseKey}/cancel`);
    } finally {
      await staff.dispose();
    }
  } finally {
    await cleanUp(baseURL!, `the listing ${title}`, (api) => removeProperties(api, keyword, ids));
  }
});
