import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  AGENCY,
  agencyMonth,
  formatMonth,
  HOME_VALUE_TEXTS,
  HOMEOWNER_REPORT_PAGE_TITLE,
  HOMEOWNER_REPORT_TEXTS as TEXTS,
  type Lead,
} from '@estate/domain';
import { appCheckHeader } from '../scripts/stack/appCheckStandIn';
import { cleanUp, leadsMatching, removeLeads, uniqueSuffix } from './support/admin';
import { receivedEmail } from './support/mailInbox';
import { expect, test } from './support/test';

/** A Hyde Park home, given by its facts. */
const HOME = { propertyType: 'Single Family', bedrooms: 4, bathrooms: 3, squareFeet: 3_000, condition: 'Good', neighborhood: 'Hyde Park' };

/** The report's link to one of the site's pages, as the path and query the browser opens. */
function linkIn(text: string, path: string): string {
  const url = new URL(new RegExp(`(\\S+${path}\\?token=\\S+)`).exec(text)![1]!);
  return url.pathname + url.search;
}

/**
 * docs/product/valuation.md#the-homeowner-report through the real stack: a consenting owner's report,
 * sent as `npm run home-reports:send` sends it, links the two pages, which change nothing until
 * their buttons are pressed: asking an agent alerts staff, and the unsubscribe withdraws the consent.
 */
test('a consenting owner’s report opens its pages: asking an agent alerts staff, and the unsubscribe withdraws the consent', async ({
  page,
  playwright,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const name = `Report Owner ${suffix}`;
  const email = `report-owner-${suffix}@example.com`;
  // The valuation page's form carries an App Check token (the stack's stand-in).
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL!, ...(await appCheckHeader(baseURL!)) },
  });
  const consent = async () => ((await leadsMatching(baseURL!, suffix))[0] as Lead).valuation!.consents.report;
  try {
    const created = await visitor.post('/api/valuations/leads', {
      data: { name, email, followUpConsent: false, reportConsent: true, valuation: { home: HOME } },
    });
    expect(created.status(), await created.text()).toBe(201);

    await promisify(execFile)('npx', ['tsx', 'scripts/homeownerReports.ts']);
    const report = await receivedEmail(playwright, TEXTS.subject(formatMonth(agencyMonth())), email);

    // Ask an agent: nothing is asked until the button is pressed.
    const opinions: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/valuations/opinions') opinions.push(request.method());
    });
    const agentPage = await page.goto(linkIn(report.text, '/home-value/agent'));
    expect(agentPage!.headers()['cache-control']).toBe('private, no-store');
    await expect(page).toHaveTitle(`${HOMEOWNER_REPORT_PAGE_TITLE} | ${AGENCY.tagline}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.agentHeading })).toBeVisible();
    await expect(page.getByText(TEXTS.agentPreview)).toBeVisible();
    expect(opinions).toEqual([]);
    await page.getByRole('button', { name: TEXTS.agentButton }).click();
    await expect(page.getByText(HOME_VALUE_TEXTS.opinionAsked)).toBeVisible();
    expect(opinions).toEqual(['POST']);
    await receivedEmail(playwright, `Agent’s opinion asked: ${name} (Home valuation)`);

    // Unsubscribe: opening the page withdraws nothing; the button does.
    const unsubscribePage = await page.goto(linkIn(report.text, '/home-value/unsubscribe'));
    expect(unsubscribePage!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.unsubscribeHeading })).toBeVisible();
    await expect(page.getByText(TEXTS.unsubscribePreview)).toBeVisible();
    expect((await consent()).granted).toBe(true);
    await page.getByRole('button', { name: TEXTS.unsubscribeButton }).click();
    await expect(page.getByText(TEXTS.unsubscribeDone)).toBeVisible();
    expect(await consent()).toMatchObject({ granted: false, text: TEXTS.withdrawn });
  } finally {
    await visitor.dispose();
    await cleanUp(baseURL!, 'the homeowner report test’s lead', (api) => removeLeads(api, suffix));
  }
});
