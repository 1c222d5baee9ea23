import { agencyToday, CMA_TEXTS, type HomeValueLeadCreated, type Lead, type Property } from '@estate/domain';
import { appCheckHeader } from '../scripts/stack/appCheckStandIn';
import { adminApi, cleanUp, removeLeads, removeProperties, signInAs, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';

/**
 * Where the test's home and its sales are: Mount Adams, a street of their own, over 5 km from the
 * Hyde Park sales home-value.spec.ts makes and deletes while this runs (none can be its candidates).
 */
const PLACE = { neighborhood: 'Mount Adams', Latitude: 39.1092, Longitude: -84.4983 };
const HOME = { propertyType: 'Single Family', bedrooms: 3, bathrooms: 2.5, squareFeet: 2_400, condition: 'Good', ...PLACE };
const SALES = [
  { squareFeet: 2_300, price: 640_000 },
  { squareFeet: 2_450, price: 690_000 },
  { squareFeet: 2_500, price: 705_000 },
  { squareFeet: 2_350, price: 655_000 },
];

/**
 * docs/product/cma.md: an agent builds a CMA from a seller lead in the dashboard, publishes it, and
 * the owner's signed link opens the page (their visit on the lead, as they agreed to be contacted)
 * and the PDF.
 */
test('an agent builds and publishes a CMA from a seller lead; its signed link opens the page and the PDF', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const ids = new Set<string>();
  const admin = await adminApi(baseURL!);
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL!, ...(await appCheckHeader(baseURL!)) },
  });
  try {
    // Recent sales of the home's kind around it, sold today.
    for (const [index, sale] of SALES.entries()) {
      const created = await admin.post('/api/properties', {
        data: {
          title: `Cma Sale ${suffix} ${index}`,
          address: `${index + 10} Cma Lane ${suffix}, Cincinnati, OH 45208`,
          price: sale.price,
          bedrooms: 3,
          bathrooms: 2.5,
          squareFeet: sale.squareFeet,
          description: 'A sale of the CMA test.',
          propertyType: 'Single Family',
          images: ['/media/homes/home-01.svg'],
          ...PLACE,
          Latitude: PLACE.Latitude + index * 0.001,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as Property;
      ids.add(id);
      const closed = await admin.post(`/api/properties/${id}/status`, {
        data: { StandardStatus: 'Closed', date: agencyToday(), ClosePrice: sale.price },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    }

    const lead = await visitor.post('/api/valuations/leads', {
      data: {
        name: `Casey Seller ${suffix}`,
        email: `cma-${suffix}@example.com`,
        followUpConsent: true,
        reportConsent: false,
        valuation: { home: HOME },
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    const leadId = ((await lead.json()) as HomeValueLeadCreated).id;

    await signInAs(page);
    await page.goto(`/admin/leads?search=${suffix}&lead=${leadId}`);
    const details = page.getByRole('dialog', { name: `Lead: Casey Seller ${suffix}` });
    await details.getByRole('button', { name: CMA_TEXTS.buildCma }).click();
    const editor = page.getByRole('dialog', { name: CMA_TEXTS.editorTitle });
    await expect(editor.getByText(CMA_TEXTS.liveEstimate)).toBeVisible();
    await editor.getByLabel(CMA_TEXTS.address).fill(`1 Seller Street ${suffix}, Cincinnati, OH 45208`);
    await editor.getByLabel(CMA_TEXTS.note).fill(`Spring is the time to sell ${suffix}.`);
    await editor.getByRole('button', { name: CMA_TEXTS.publish }).click();
    await expect(editor.getByText(CMA_TEXTS.published)).toBeVisible();
    const link = (await editor.getByRole('link', { name: /\/cma\/c1\./ }).getAttribute('href'))!;
    expect(new URL(link).pathname).toMatch(/^\/cma\/c1\./);

    // The owner's page, from the link, through Hosting.
    const owner = await playwright.request.newContext({ baseURL });
    try {
      const shown = await owner.get(new URL(link).pathname);
      expect(shown.status()).toBe(200);
      expect(shown.headers()['cache-control']).toBe('private, no-store');
      const html = await shown.text();
      expect(html).toContain(CMA_TEXTS.pageTitle);
      expect(html).toContain(`1 Seller Street ${suffix}`);
      expect(html).toContain(`Spring is the time to sell ${suffix}.`);
      expect(html).toContain(`Cma Lane ${suffix}`);
      const pdf = await owner.get(`${new URL(link).pathname}.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await owner.get('/cma/c1.forged.link')).status()).toBe(404);
    } finally {
      await owner.dispose();
    }

    // The owner's page in a browser: print-ready, with its PDF link.
    const ownerPage = await page.context().browser()!.newPage();
    await ownerPage.goto(link);
    await expect(ownerPage.getByRole('heading', { name: CMA_TEXTS.pageTitle })).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: CMA_TEXTS.downloadPdf })).toBeVisible();
    await ownerPage.close();

    const stored = (await (await admin.get(`/api/leads/${leadId}`)).json()) as Lead;
    expect(stored.cmas).toEqual([expect.objectContaining({ link })]);
    expect(stored.activity.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([CMA_TEXTS.publishedActivity, CMA_TEXTS.viewedActivity]),
    );
  } finally {
    await visitor.dispose();
    await admin.dispose();
    await cleanUp(baseURL!, `the CMA test's lead and sales of ${suffix}`, async (api) => {
      await removeLeads(api, suffix);
      await removeProperties(api, `Cma Sale ${suffix}`, ids);
    });
  }
});
