import { expect, test } from './support/test';
import { appCheckHeader } from '../scripts/stack/appCheckStandIn';
import { totpCodeNow } from '../scripts/stack/demoTotpSecret';
import { cleanUp, leadsMatching, removeLeads, uniqueSuffix, withThrowawayAdmin } from './support/admin';

/**
 * The API as the browser reaches it: through the Hosting rewrite to the function, where
 * Hosting forwards only the __session cookie and keeps Set-Cookie only on private responses.
 */
test.describe('the API through Firebase Hosting', () => {
  test('signing in sets the session cookie, which then identifies the user until they sign out', async ({ request, baseURL }) => {
    await withThrowawayAdmin(baseURL!, async ({ username, password }) => {
      const headers = { Origin: baseURL! };
      // The password opens the enrolment step (a second factor is required, and this account has none):
      // the pending sign-in rides in the one cookie Hosting forwards, and is no session yet.
      const login = await request.post('/api/login', { data: { username, password }, headers });
      expect(login.status()).toBe(202);
      expect(login.headers()['set-cookie']).toMatch(/^__session=.+HttpOnly/);
      expect((await request.get('/api/user')).status()).toBe(401);
      const { secret } = (await (await request.post('/api/staff/factors/totp', { headers })).json()) as { secret: string };
      const enrolled = await request.put('/api/staff/factors/totp', { data: { code: totpCodeNow(secret) }, headers });
      expect(enrolled.status()).toBe(201);
      expect(enrolled.headers()['set-cookie']).toMatch(/^__session=.+HttpOnly/);
      expect(await (await request.get('/api/user')).json()).toMatchObject({ username, role: 'admin' });

      const logout = await request.post('/api/logout', { headers });
      expect(logout.status()).toBe(200);
      expect((await request.get('/api/user')).status()).toBe(401);
    });
  });

  test('Hosting sends the security headers with every page', async ({ request }) => {
    const headers = (await request.get('/')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('a lead sent by a visitor is stored once and listed for the admin', async ({ playwright, baseURL }) => {
    const suffix = uniqueSuffix();
    const lead = { source: 'popup_lead_form', name: `Dana Whitfield ${suffix}`, email: `dana+${suffix}@example.com` };
    try {
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: await appCheckHeader(baseURL!) });
      const headers = { 'Idempotency-Key': `e2e-${lead.email}` };
      const first = await visitor.post('/api/leads', { data: lead, headers });
      const retry = await visitor.post('/api/leads', { data: lead, headers });
      expect(first.status()).toBe(201);
      expect(await retry.json()).toEqual(await first.json());
      await visitor.dispose();

      const leads = await leadsMatching(baseURL!, suffix);
      expect(leads.map((stored) => stored.email)).toEqual([lead.email]);
    } finally {
      await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
    }
  });
});
