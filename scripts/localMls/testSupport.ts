// What the local MLS's tests share, and the replication's (functions/test/mls/): a server with a test client, and requests to it.
import { type LocalMls, type LocalMlsOptions, startLocalMls } from './index';

export const TEST_CLIENT = { clientId: 'test-client', clientSecret: 'test-secret' } as const;
/** A clock that stands still at a known moment: no test depends on the machine's time or speed. */
export const TEST_NOW = new Date('2026-11-29T12:00:00.000Z');

export const startTestMls = (options: Partial<LocalMlsOptions> = {}): Promise<LocalMls> =>
  startLocalMls({ ...TEST_CLIENT, listings: 300, now: TEST_NOW, frozenClock: true, ...options });

export async function tokenFor(mls: LocalMls): Promise<string> {
  const response = await fetch(mls.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: TEST_CLIENT.clientId,
      client_secret: TEST_CLIENT.clientSecret,
    }),
  });
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export async function getJson<T = Record<string, unknown>>(url: string, token?: string): Promise<Answer<T>> {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

export interface FeedPage {
  value: Record<string, unknown>[];
  '@odata.nextLink'?: string;
}

/** The Property resource's URL with these query options. */
export const propertyUrl = (mls: LocalMls, query: Record<string, string> = {}): string =>
  `${mls.baseUrl}/Property${Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** Every page from `url` on, following @odata.nextLink to the end. */
export async function walk(url: string, token: string): Promise<FeedPage[]> {
  const pages: FeedPage[] = [];
  for (let next: string | undefined = url; next !== undefined;) {
    const { status, body }: Answer<FeedPage> = await getJson<FeedPage>(next, token);
    if (status !== 200) throw new Error(`${next} answered ${status}: ${JSON.stringify(body)}`);
    pages.push(body);
    next = body['@odata.nextLink'];
  }
  return pages;
}
