import type { Page } from '@playwright/test';
import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { adminApi, uniqueSuffix } from './support/admin';
import { browserAs, clientApi, deleteClient, signInLink } from './support/clients';
import { expect, test } from './support/test';

/**
 * docs/product/clients.md#client-accounts: a visitor opens an account by email link (through MailDev),
 * keeps homes with notes, shares one with their agent, takes their data and deletes it all; and
 * the cached public pages never carry one person's state to another.
 */

/** Two listings every run has: the first two cards of /properties. */
async function firstTwoListings(baseURL: string): Promise<{ id: string; title: string }[]> {
  const api = await adminApi(baseURL);
  try {
    const listings = (await (await api.get('/api/properties', { params: { limit: '2' } })).json()) as { id: string; title: string }[];
    expect(listings).toHaveLength(2);
    return listings;
  } finally {
    await api.dispose();
  }
}

const PAGE_STATE = /(<script type="application\/json" id="page-state">)(.*?)(<\/script>)/s;

/**
 * A page's HTML as one person's and another's may be compared: the moments its data was read
 * (TanStack's dehydratedAt, dataUpdatedAt) and the order its reads finished in are left out.
 */
function comparable(html: string): string {
  return html.replace(PAGE_STATE, (_match, open: string, state: string, close: string) => {
    const timeless = JSON.parse(state, (key, value: unknown) =>
      /^(dehydratedAt|dataUpdatedAt|errorUpdatedAt)$/.test(key) ? undefined : value,
    ) as {
      queries: { queryHash: string }[];
    };
    timeless.queries.sort((a, b) => a.queryHash.localeCompare(b.queryHash));
    return open + JSON.stringify(timeless) + close;
  });
}

const heart = (page: Page, title: string) => page.getByRole('button', { name: `Save ${title} to your favourites` });
const signInHeart = (page: Page, title: string) => page.getByRole('link', { name: `Save ${title} to your favourites (sign in first)` });

test('a visitor opens an account by email link, keeps a home with a shared note, downloads their data and deletes it all', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // The market-report popup falls due 15 s after a page loads: it must not take one of this walk's clicks.
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
  const email = `client-${uniqueSuffix()}@example.com`;
  const [home] = await firstTwoListings(baseURL!);

  await page.goto(`/properties/${home!.id}`);
  await signInHeart(page, home!.title).first().click();
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/);
  const form = page.getByRole('form', { name: 'Sign in with your email' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email: we sent you a link to sign in.')).toBeVisible();

  await page.goto(await signInLink(playwright, email));
  await expect(page).toHaveURL(new RegExp(`/properties/${home!.id}$`));
  await heart(page, home!.title).click();
  await expect(heart(page, home!.title)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 3, name: home!.title })).toBeVisible();
  await page.getByLabel('Your note', { exact: true }).fill('Love the porch');
  await page.getByLabel('Your note', { exact: true }).blur();
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toBeChecked();

  // The lead the account opened shows the shared home and its note in the dashboard.
  const admin = await adminApi(baseURL!);
  try {
    const [lead] = (await (await admin.get('/api/debug/leads', { params: { search: email } })).json()) as { id: string; source: string }[];
    expect(lead?.source).toBe('account');
    await expect(async () => {
      const { profile } = (await (await admin.get(`/api/leads/${lead!.id}/client`)).json()) as {
        profile: { sharedFavourites: { propertyId: string; note: string }[] };
      };
      expect(profile.sharedFavourites).toEqual([expect.objectContaining({ propertyId: home!.id, note: 'Love the porch' })]);
    }).toPass();
  } finally {
    await admin.dispose();
  }

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Privacy' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all my data (JSON)' }).click();
  const data = JSON.parse(
    await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  );
  expect(data.account.email).toBe(email);
  expect(data.favourites).toEqual([expect.objectContaining({ propertyId: home!.id, note: 'Love the porch', shared: true })]);
  expect(data.inquiries).toEqual([expect.objectContaining({ source: 'account' })]);

  const cookies = await page.context().cookies();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);

  const oldSession = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
  expect((await oldSession.get('/api/account')).status()).toBe(401);
  await oldSession.dispose();
});

test('two clients and a visitor, taking turns on the same pages, never see each other’s hearts', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const [first, second] = await firstTwoListings(baseURL!);
  const suffix = uniqueSuffix();
  const apis = [
    await clientApi(playwright, baseURL!, `avery-${suffix}@example.com`),
    await clientApi(playwright, baseURL!, `blake-${suffix}@example.com`),
  ];
  try {
    expect((await apis[0]!.put(`/api/account/favourites/${first!.id}`, { data: {} })).ok()).toBe(true);
    expect((await apis[1]!.put(`/api/account/favourites/${second!.id}`, { data: {} })).ok()).toBe(true);
    const [avery, blake] = await Promise.all(apis.map((api) => browserAs(browser, api)));
    const visitor = await browser.newContext();
    const pages = { avery: await avery!.newPage(), blake: await blake!.newPage(), visitor: await visitor.newPage() };

    const htmlOf: Record<string, string[]> = { avery: [], blake: [], visitor: [] };
    for (const path of ['/properties', `/properties/${first!.id}`, '/properties', `/properties/${second!.id}`]) {
      for (const [who, page] of Object.entries(pages)) {
        const response = await page.goto(path);
        // The server's HTML is the same for everyone and cacheable: nothing personal is in it.
        expect(response?.headers()['cache-control']).toContain('public');
        htmlOf[who]!.push(comparable(await response!.text()));
      }
      if (path === '/properties') {
        await expect(heart(pages.avery, first!.title)).toHaveAttribute('aria-pressed', 'true');
        await expect(heart(pages.avery, second!.title)).toHaveAttribute('aria-pressed', 'false');
        await expect(heart(pages.blake, second!.title)).toHaveAttribute('aria-pressed', 'true');
        await expect(heart(pages.blake, first!.title)).toHaveAttribute('aria-pressed', 'false');
        await expect(signInHeart(pages.visitor, first!.title)).toBeVisible();
        await expect(pages.visitor.getByRole('button', { name: /to your favourites$/ })).toHaveCount(0);
      }
    }
    expect(htmlOf.avery).toEqual(htmlOf.visitor);
    expect(htmlOf.blake).toEqual(htmlOf.visitor);
    await Promise.all([avery!.close(), blake!.close(), visitor.close()]);
  } finally {
    await Promise.all(apis.map(deleteClient));
  }
});
