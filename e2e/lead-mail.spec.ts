import { MAIL_INBOX_URL } from '../scripts/stack/config';
import { cleanUp, leadsMatching, loginThroughForm, removeLeads, uniqueSuffix } from './support/admin';
import { expect, test } from './support/test';

interface InboxEmail {
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
}

/**
 * Issue 12: a lead stored by the site sets off the staff alert, sent by the Firestore-triggered
 * function through the local stack's mail server (MailDev), whose REST API this reads.
 */
test('a lead from the contact form reaches the staff inbox, with its fields and a working link to the lead', async ({
  page,
  playwright,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const name = `Harper Mail ${suffix}`;
  try {
    const visitor = await playwright.request.newContext({ baseURL });
    const sent = await visitor.post('/api/leads', {
      data: {
        source: 'contact_form',
        name,
        email: `harper+${suffix}@example.com`,
        phone: '513-555-0177',
        message: `Call me about Hyde Park ${suffix}.`,
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await visitor.dispose();

    const inbox = await playwright.request.newContext({ baseURL: MAIL_INBOX_URL });
    const subject = `New lead: ${name} (Contact form)`;
    let alert: InboxEmail | undefined;
    // The trigger sends it within seconds; the limit only guards against a hang.
    await expect(async () => {
      alert = ((await (await inbox.get('/email')).json()) as InboxEmail[]).find((email) => email.subject === subject);
      expect(alert).toBeDefined();
    }).toPass({ timeout: 60_000 });
    await inbox.dispose();

    expect(alert!.to.map(({ address }) => address)).toEqual(['leads@queencityestates.com']);
    const link = `${baseURL}/admin/leads?lead=${id}`;
    for (const part of [alert!.text, alert!.html]) {
      expect(part).toContain(link);
      expect(part).toContain(`harper+${suffix}@example.com`);
      expect(part).toContain('513-555-0177');
      expect(part).toContain(`Call me about Hyde Park ${suffix}.`);
    }

    const [stored] = await leadsMatching(baseURL!, suffix);
    expect(stored!.delivery?.staffAlert).toEqual({ state: 'sent', attempts: 1, sentAt: expect.any(String) });

    await loginThroughForm(page);
    await page.goto(link);
    const details = page.getByRole('dialog', { name: `Lead: ${name}` });
    await expect(details).toBeVisible();
    await expect(details.getByText('Staff alert')).toBeVisible();
    await expect(details.getByText(/^Sent /)).toBeVisible();
  } finally {
    await cleanUp(baseURL!, `the lead of ${suffix}`, (api) => removeLeads(api, suffix));
  }
});
