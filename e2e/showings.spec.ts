import type { APIRequestContext } from '@playwright/test';
import { POPUP_SEEN_STORAGE_KEY, SLOT_UNAVAILABLE_LABELS } from '@estate/domain';
import { listingsForSale } from '../scripts/seed-data';
import { appCheckHeader } from '../scripts/stack/appCheckStandIn';
import { chooseAntdOption, cleanUp, leadsMatching, removeLeads, signInAs, uniqueSuffix } from './support/admin';
import { receivedEmail } from './support/mailInbox';
import { expect, test } from './support/test';

/**
 * docs/product/showings.md#showings: a visitor books a free hour (one another visitor holds shows as taken),
 * gets the request's confirmation, the agent confirms it from the lead, and the visitor cancels from their email's link.
 */

/**
 * The last listing by title (the showing form's first one is properties.spec's), on a Tuesday 3 to
 * 40 weeks out: no other spec books it, and a run on kept local data rarely meets an earlier one's hours.
 */
const home = [...listingsForSale].sort((a, b) => a.title.localeCompare(b.title)).at(-1)!;
function aTuesdayWeeksAhead(): string {
  const day = new Date();
  day.setDate(day.getDate() + 7 * (3 + Math.floor(Math.random() * 38)) + ((9 - day.getDay()) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test.beforeEach(async ({ context }) => {
  // The market-report popup would cover the page.
  await context.addInitScript((key) => window.localStorage.setItem(key, '1'), POPUP_SEEN_STORAGE_KEY);
});

test('a visitor books a free hour, the agent confirms it from the lead, and the visitor cancels it from the email', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const date = aTuesdayWeeksAhead();
  const email = `showing-${suffix}@example.com`;
  const other = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: await appCheckHeader(baseURL!) });
  try {
    // Another visitor holds 10:00 AM, through the showings' own door.
    const held = await other.post('/api/showings', {
      data: {
        name: `Early Bird ${suffix}`,
        email: `early-${suffix}@example.com`,
        phone: '513-555-0150',
        propertyId: home.id,
        preferredDate: date,
        preferredTime: '10:00 AM',
      },
    });
    expect(held.status(), await held.text()).toBe(201);

    await page.goto(`/schedule-showing?propertyId=${encodeURIComponent(home.id)}`);
    const form = page.getByRole('form', { name: 'Schedule a Showing' });
    await form.getByLabel('Full Name').fill(`Dana Booker ${suffix}`);
    await form.getByLabel('Phone Number').fill('(513) 555-0199');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Preferred Date').fill(date);
    await form.getByLabel('Preferred Date').press('Enter');
    await form.getByLabel('Preferred Time').click();
    // Screen readers hear why the hour is taken; it cannot be chosen.
    const taken = page.getByRole('option', { name: `10:00 AM, ${SLOT_UNAVAILABLE_LABELS.booked}` });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await chooseAntdOption(page, form.getByLabel('Preferred Time'), '11:00 AM');
    await form.getByRole('button', { name: 'Schedule Showing' }).click();
    await expect(page.getByText('Showing Scheduled!')).toBeVisible();
    // The request's one confirmation, queued by the showings module and sent by onMailQueued.
    const requested = await receivedEmail(playwright, `Your showing request: ${home.title}`, email);
    expect(requested.text).toContain('/showings/manage?token=');

    const [lead] = (await leadsMatching(baseURL!, email)).filter((found) => found.email === email);
    expect(lead).toBeDefined();
    await signInAs(page);
    await page.goto(`/admin/leads?lead=${encodeURIComponent(lead!.id)}`);
    const panel = page.getByRole('region', { name: 'Showing' });
    await expect(panel.getByText('Requested')).toBeVisible();
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Showing confirmed').first()).toBeVisible();
    await expect(panel.getByText('Confirmed')).toBeVisible();

    const confirmed = await receivedEmail(playwright, `Your showing is confirmed: ${home.title}`, email);
    const link = /\/showings\/manage\?token=[^\s"<]+/.exec(confirmed.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Cancel the showing' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the showing' }).click();
    await expect(page.getByText('Your showing is cancelled.')).toBeVisible();
    await receivedEmail(playwright, `Your showing is cancelled: ${home.title}`, email);
  } finally {
    await other.dispose();
    await cleanUp(baseURL!, `the leads of ${suffix}`, (api: APIRequestContext) => removeLeads(api, suffix));
  }
});
