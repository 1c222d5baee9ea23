import { cleanUp, leadsMatching, loginThroughForm, removeLeads, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';
import { receivedEmail } from './support/mailInbox';
import { sendLead } from './support/visitorLeads';

/**
 * Issue 12: a lead stored by the site sets off the staff alert, sent by the Firestore-triggered
 * function through the local stack's mail server (MailDev), whose REST API this reads. One test
 * after the other: the second changes who gets the alerts.
 */
test.describe.configure({ mode: 'serial' });

const DEFAULT_RECIPIENT = 'leads@queencityestates.com';

test('a lead from the contact form reaches the staff inbox, with its fields and a working link to the lead', async ({
  page,
  playwright,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const name = `Harper Mail ${suffix}`;
  try {
    const id = await sendLead(playwright, baseURL!, {
      source: 'contact_form',
      name,
      email: `harper+${suffix}@example.com`,
      phone: '513-555-0177',
      message: `Call me about Hyde Park ${suffix}.`,
    });
    const alert = await receivedEmail(playwright, `New lead: ${name} (Contact form)`);
    expect(alert.to.map(({ address }) => address)).toEqual([DEFAULT_RECIPIENT]);
    const link = `${baseURL}/admin/leads?lead=${id}`;
    for (const part of [alert.text, alert.html]) {
      expect(part).toContain(link);
      expect(part).toContain(`harper+${suffix}@example.com`);
      expect(part).toContain('513-555-0177');
      expect(part).toContain(`Call me about Hyde Park ${suffix}.`);
    }

    // The mailer records the sending once the mail server has taken it: a moment after it arrives.
    await expect
      .poll(async () => (await leadsMatching(baseURL!, suffix))[0]?.delivery?.staffAlert)
      .toEqual({ state: 'sent', attempts: 1, sentAt: expect.any(String) });
    const confirmation = await receivedEmail(playwright, 'We received your message', `harper+${suffix}@example.com`);
    expect(confirmation.text).toContain(`Call me about Hyde Park ${suffix}.`);

    await loginThroughForm(page);
    await page.goto(link);
    const details = page.getByRole('dialog', { name: `Lead: ${name}` });
    await expect(details).toBeVisible();
    await expect(details.getByText('Staff alert', { exact: true })).toBeVisible();
    await expect(details.getByText('Email to the visitor', { exact: true })).toBeVisible();
    await expect(details.getByText(/^Sent /)).toHaveCount(2);
  } finally {
    await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
  }
});

test('an admin chooses in Settings who gets the alerts, and the next lead goes to them', async ({ page, playwright, baseURL }) => {
  const suffix = uniqueSuffix();
  const recipients = [`broker+${suffix}@example.com`, `desk+${suffix}@example.com`];
  try {
    await loginThroughForm(page);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    const field = page.getByLabel('Recipients (one email address per line)');
    await expect(field).toHaveValue(DEFAULT_RECIPIENT);
    await field.fill('not an address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Each recipient must be a valid email address')).toBeVisible();
    await field.fill(recipients.join('\n'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue(recipients.join('\n'));

    const name = `Rowan Settings ${suffix}`;
    await sendLead(playwright, baseURL!, {
      source: 'contact_form',
      name,
      email: `rowan+${suffix}@example.com`,
      phone: '513-555-0177',
      message: `A question from ${suffix}.`,
    });
    const alert = await receivedEmail(playwright, `New lead: ${name} (Contact form)`);
    expect(alert.to.map(({ address }) => address)).toEqual(recipients);
  } finally {
    await cleanUp(baseURL!, `the lead and settings of ${suffix}`, async (api) => {
      await removeLeads(api, suffix);
      expect((await api.put('/api/admin/settings/lead-alerts', { data: { recipients: [DEFAULT_RECIPIENT] } })).ok()).toBe(true);
    });
  }
});
