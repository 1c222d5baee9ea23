import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { chooseAntdOption, cleanUp, DEMO_ADMIN, leadsMatching, removeLeads, signInAs, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';
import { sendLead } from './support/visitorLeads';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

/** A lead worked through the pipeline in the dashboard: status, owner, a note, the timeline, the filters. */
test('an admin moves a lead through the pipeline, takes it, notes a call, and finds it by status and owner', async ({
  page,
  playwright,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const name = `Parker Pipeline ${suffix}`;
  try {
    const id = await sendLead(playwright, baseURL!, {
      source: 'contact_form',
      name,
      email: `parker+${suffix}@example.com`,
      message: 'Please call me.',
    });
    // The same person again, from the popup, with the email in other case.
    await sendLead(playwright, baseURL!, { source: 'popup_lead_form', name, email: `Parker+${suffix}@Example.com` });

    await signInAs(page);
    await page.goto(`/admin/leads?search=${suffix}&lead=${id}`);
    const details = page.getByRole('dialog', { name: `Lead: ${name}` });
    const pipeline = details.getByRole('region', { name: 'Pipeline' });
    await expect(pipeline.getByText('Received from the Contact form')).toBeVisible();
    await expect(pipeline.getByText('First response: none yet')).toBeVisible();
    const others = pipeline.getByRole('region', { name: 'Other inquiries from this person' });
    await expect(others.getByRole('listitem')).toHaveCount(1);
    await expect(others.getByRole('link', { name: 'Market report popup' })).toBeVisible();

    await chooseAntdOption(page, pipeline.getByLabel('Status'), 'Contacted');
    await expect(pipeline.getByText(`${DEMO_ADMIN.name} changed the status from New to Contacted`)).toBeVisible();
    await expect(pipeline.getByText(/^First response: \d+ min after it arrived$/)).toBeVisible();
    await chooseAntdOption(page, pipeline.getByLabel('Owner'), DEMO_ADMIN.name);
    await expect(pipeline.getByText(`${DEMO_ADMIN.name} assigned the lead to ${DEMO_ADMIN.name}`)).toBeVisible();
    await pipeline.getByLabel('Add a note').fill('Called; a showing next week suits them.');
    await pipeline.getByRole('button', { name: 'Add note' }).click();
    await expect(pipeline.getByText(`${DEMO_ADMIN.name} added a note: “Called; a showing next week suits them.”`)).toBeVisible();
    await expect(pipeline.getByLabel('Add a note')).toHaveValue('');

    const stored = (await leadsMatching(baseURL!, suffix)).find((lead) => lead.id === id);
    expect(stored).toMatchObject({ status: 'Contacted', firstResponseAt: expect.any(String) });
    expect(stored!.notes.map((note) => [note.text, note.authorName])).toEqual([
      ['Called; a showing next week suits them.', DEMO_ADMIN.name],
    ]);

    await page.keyboard.press('Escape');
    await page.getByLabel('Group by contact').check();
    await expect(page.locator('tr.ant-table-row', { hasText: name })).toHaveCount(2);
    await expect(page.locator('tr.ant-table-row', { hasText: name }).first()).toContainText('2 inquiries');
    await page.getByLabel('Group by contact').uncheck();
    const row = page.locator('tr.ant-table-row', { hasText: name }).filter({ hasText: 'Contact form' });
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText(DEMO_ADMIN.name);
    await chooseAntdOption(page, page.getByLabel('Status', { exact: true }), 'Qualified');
    await expect(page.getByText('No leads found')).toBeVisible();
    await chooseAntdOption(page, page.getByLabel('Status', { exact: true }), 'Contacted');
    await chooseAntdOption(page, page.getByLabel('Owner', { exact: true }), DEMO_ADMIN.name);
    await expect(row).toBeVisible();
    await expect(page).toHaveURL(/status=Contacted&owner=/);
  } finally {
    await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
  }
});
