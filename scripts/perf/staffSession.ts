import { DEMO_ADMIN, SITE_URL } from '../stack/config';

/** Signs in through POST /api/login as the site's own pages do; answers the Cookie header to send after. */
export async function staffCookie({ username, password } = DEMO_ADMIN, site = SITE_URL): Promise<string> {
  const response = await fetch(`${site}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify({ username, password }),
  });
  await response.text();
  if (!response.ok) throw new Error(`sign-in as ${username} answered ${response.status}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='));
  if (!session) throw new Error('sign-in set no __session cookie');
  return session.split(';')[0]!;
}
