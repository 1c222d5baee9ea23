import { VISITOR_EMAIL_LIMIT_REASON } from '@estate/domain';
import { cleanUp, leadsMatching, removeLeads, signInAs, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';
import { inboxEmails, isTo, receivedEmail } from './support/mailInbox';
import { sendLead } from './support/visitorLeads';

/**
 * A lead stored by the site sets off the staff alert, sent by the Firestore-triggered
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
    // To an address nobody has verified: the agency's words only, never the visitor's text.
    expect(confirmation.text).toContain('What happens next');
    expect(confirmation.text).not.toContain(`Call me about Hyde Park ${suffix}.`);

    await signInAs(page);
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
    await signInAs(page);
    await page.goto('/admin/settings');
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

test('many leads for one address alert the staff each time, and write to the address at most 3 times a day', async ({
  playwright,
  baseURL,
}) => {
  // A dozen leads, each with its trigger: the Functions emulator runs them one after another.
  test.slow();
  const suffix = uniqueSuffix();
  const leads = 10;
  // One mailbox, spelt with a +tag per lead as a relay would try.
  const address = (n: number) => `relay-${suffix}+${n}@example.com`;
  try {
    for (let n = 0; n < leads; n += 1) {
      await sendLead(playwright, baseURL!, {
        source: 'contact_form',
        name: `Relay ${String.fromCharCode(65 + n)} Test`,
        email: address(n),
        message: `Visit https://phish.example/${suffix} now`,
      });
    }
    // Every lead's emails settled: each alert sent, 3 visitor emails sent and the rest skipped with the reason.
    await expect
      .poll(
        async () => {
          const stored = await leadsMatching(baseURL!, `relay-${suffix}`);
          return stored.map((lead) => `${lead.delivery?.staffAlert?.state} ${lead.delivery?.visitorEmail?.state}`).sort();
        },
        { timeout: 120_000 },
      )
      .toEqual([...Array(3).fill('sent sent'), ...Array(leads - 3).fill('sent skipped')]);
    const stored = await leadsMatching(baseURL!, `relay-${suffix}`);
    expect(stored.find((lead) => lead.delivery?.visitorEmail?.state === 'skipped')?.delivery?.visitorEmail?.reason).toBe(
      VISITOR_EMAIL_LIMIT_REASON,
    );

    const emails = await inboxEmails(playwright);
    const toVisitor = emails.filter((email) => Array.from({ length: leads }, (_, n) => address(n)).some((to) => isTo(email, to)));
    expect(toVisitor).toHaveLength(3);
    for (const email of toVisitor) expect(`${email.text}${email.html}`).not.toContain('phish.example');
    const alerts = emails.filter(
      (email) => /^New lead: Relay [A-Z] Test \(Contact form\)$/.test(email.subject) && email.text.includes(suffix),
    );
    expect(alerts).toHaveLength(leads);
  } finally {
    await cleanUp(baseURL!, `the leads of ${suffix}`, (api) => removeLeads(api, `relay-${suffix}`));
  }
});
