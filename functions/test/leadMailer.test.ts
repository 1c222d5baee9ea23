import { LEAD_FIELD_LABELS, LEAD_FIELD_NOT_PROVIDED, type Lead } from '@estate/domain';
import { firestoreLeadRepository, type NewLead } from '../src/data/leadRepository';
import { firestoreSettingsRepository } from '../src/data/settingsRepository';
import { leadMailer } from '../src/mail/leadMailer';
import { smtpTransport } from '../src/mail/mailTransport';
import { bouncingMailServer, testMailServer } from './support/mailServers';
import { validPayloads } from './support/leads';
import { testApp } from './support/testApp';
import { waitUntil } from './support/waitUntil';

const t = testApp();
const leads = firestoreLeadRepository(t.deps.db);
const settings = firestoreSettingsRepository(t.deps.db);
// Ports of their own: the stack's mail server keeps 1025.
const mailServer = testMailServer(2525);
const SITE = 'https://estates.example';
const logger = { error: jest.fn(), info: jest.fn() };

function mailer(url = mailServer.url, retryDelaysS = [0.2, 0.5, 1, 1, 1, 1, 1, 1, 1, 1]) {
  return leadMailer({
    leads,
    settings,
    transport: smtpTransport(url, 'Queen City Estates <no-reply@queencityestates.com>'),
    siteOrigin: SITE,
    defaultRecipients: ['leads@queencityestates.com'],
    logger,
    retryDelaysS,
  });
}

async function storedLead(fields: NewLead): Promise<Lead> {
  const id = await leads.create(fields);
  return (await leads.get(id))!;
}

const delivery = async (id: string) => (await leads.get(id))!.delivery?.staffAlert;

beforeEach(async () => {
  await t.reset();
  await mailServer.start();
  await mailServer.clear();
});
afterEach(() => mailServer.stop());
afterAll(() => t.teardown());

describe('the staff alert for a new lead', () => {
  it('goes to the default recipients with the source and name in the subject, every field, and a link to the lead', async () => {
    const lead = await storedLead(validPayloads.schedule_form);
    expect(lead.delivery).toEqual({ staffAlert: { state: 'queued', attempts: 0 } });

    await mailer().deliverAll(lead.id);

    const [email, ...others] = await mailServer.received();
    expect(others).toEqual([]);
    expect(email!.to.map(({ address }) => address)).toEqual(['leads@queencityestates.com']);
    expect(email!.replyTo?.map(({ address }) => address)).toEqual(['taylor@example.com']);
    expect(email!.subject).toBe('New lead: Taylor Reed (Showing request)');
    const link = `${SITE}/admin/leads?lead=${lead.id}`;
    for (const part of [email!.text, email!.html]) {
      expect(part).toContain(link);
      expect(part).toContain('taylor@example.com');
      expect(part).toContain('513-555-0104');
      expect(part).toContain('hyde-park-colonial');
      expect(part).toContain('May 6, 2030');
      expect(part).toContain('10:00 AM');
      for (const label of Object.values(LEAD_FIELD_LABELS)) expect(part).toContain(label);
      expect(part).toContain('312 Walnut Street');
    }
    expect(email!.text).toContain(`${LEAD_FIELD_LABELS.investmentGoals}: ${LEAD_FIELD_NOT_PROVIDED}`);
    expect(await delivery(lead.id)).toEqual({ state: 'sent', attempts: 1, sentAt: expect.any(String) });
  });

  it('goes to the recipients an admin set, and only once however often the trigger runs', async () => {
    await settings.setLeadAlertRecipients(['broker@queencityestates.com', 'desk@queencityestates.com']);
    const lead = await storedLead(validPayloads.popup_lead_form);
    await mailer().deliverAll(lead.id);
    await mailer().deliverAll(lead.id);
    const emails = await mailServer.received();
    expect(emails.map((email) => email.to.map(({ address }) => address))).toEqual([
      ['broker@queencityestates.com', 'desk@queencityestates.com'],
    ]);
  });

  it('escapes markup from the visitor in every field, and keeps line breaks out of the headers', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    const lead = await storedLead({
      source: 'contact_form',
      name: `Eve\r\nBcc: victim@example.com\r\n${markup}`,
      email: 'eve@example.com',
      phone: markup,
      interest: markup,
      message: `${markup}\r\nSubject: forged`,
    });
    await mailer().deliverAll(lead.id);
    const [email] = await mailServer.received();
    expect(email!.headers.bcc).toBeUndefined();
    expect(email!.to.map(({ address }) => address)).toEqual(['leads@queencityestates.com']);
    expect(email!.subject).toBe(`New lead: Eve Bcc: victim@example.com ${markup} (Contact form)`);
    expect(email!.html).not.toContain('<img');
    expect(email!.html).not.toContain('<b>bold');
    expect(email!.html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt;');
  });

  it('is tried again while the mail server is down, and arrives once it is back', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.contact_form);
    const sending = mailer().deliverAll(lead.id);

    await waitUntil('two failed tries', async () => ((await delivery(lead.id))?.attempts ?? 0) >= 2);
    expect(await delivery(lead.id)).toMatchObject({ state: 'queued' });
    expect((await delivery(lead.id))!.lastError).toMatch(/ECONNREFUSED/);
    await mailServer.start();
    await sending;

    expect((await mailServer.received()).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    expect(await delivery(lead.id)).toMatchObject({ state: 'sent', attempts: expect.any(Number) });
    expect((await delivery(lead.id))!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('fails for good, with the reason, when the server refuses the address', async () => {
    const bouncing = await bouncingMailServer(2526);
    try {
      const lead = await storedLead(validPayloads.popup_lead_form);
      await mailer(bouncing.url).deliverAll(lead.id);
      expect(await delivery(lead.id)).toEqual({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/^550 5\.1\.1 <leads@queencityestates\.com>: Recipient address rejected: User unknown/),
      });
      expect(logger.error).toHaveBeenCalledWith(`The staffAlert for lead ${lead.id} failed`, expect.objectContaining({ attempts: 1 }));
    } finally {
      await bouncing.close();
    }
  });

  it('gives up after the last retry and says why', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    await mailer(mailServer.url, [0.1, 0.1]).deliverAll(lead.id);
    expect(await delivery(lead.id)).toEqual({ state: 'failed', attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) });
  });
});
