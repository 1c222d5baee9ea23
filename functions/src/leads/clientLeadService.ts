import { createHash } from 'node:crypto';
import { agencyToday, type ClientAccount, type InterestReason, type Property } from '@estate/domain';
import type { PersonalDataSection } from '../clients';
import type { MailOutbox } from '../platform';
import type { UserRepository } from '../staff';
import type { LeadRecords } from './leadRecords';
import type { LeadRepository } from './leadRepository';
import { clientInterestMail } from './mail/clientInterestMail';
import type { SettingsRepository } from './settingsRepository';
import type { LeadPrivacyRepository } from './store/leadPrivacyRepository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ClientLeadServiceDeps {
  leads: LeadRepository;
  privacy: LeadPrivacyRepository;
  /** What other modules keep of the person's leads: exported with them, erased with them. */
  records: readonly LeadRecords[];
  users: Pick<UserRepository, 'get'>;
  settings: SettingsRepository;
  outbox: MailOutbox;
  siteOrigin: string;
  /** Who gets lead alerts until an admin sets the list (LEAD_ALERT_RECIPIENTS). */
  defaultRecipients: () => string[];
}

/**
 * Where client accounts meet the leads: opening an account makes a lead (source "account") that
 * joins the person's contact by its email; a client's interest in a home reaches the agent who
 * owns their lead; their inquiries are part of their data, exported with it (each with what other
 * modules keep of it) and anonymised when they delete their account (what others keep deleted).
 */
export function clientLeadService({
  leads,
  privacy,
  records,
  users,
  settings,
  outbox,
  siteOrigin,
  defaultRecipients,
}: ClientLeadServiceDeps) {
  return {
    /** Once per account, however often the sign-in is retried (the account's id is the idempotency key). */
    async opened({ uid, email }: ClientAccount): Promise<void> {
      const lead = { name: email, email, source: 'account' as const, message: 'Opened a client account on the website.' };
      await leads.createOnce(sha256(`account:${uid}`), sha256(email), lead);
    },

    /**
     * Queues the interest email to the owner of the person's newest owned lead, else to the lead
     * alert recipients; once a day per client, home and reason, however often it is asked.
     */
    async interest(account: ClientAccount, listing: Property, reason: InterestReason): Promise<void> {
      const theirs = await privacy.byEmail(account.email);
      const lead = theirs.find((candidate) => candidate.ownerId) ?? theirs[0];
      if (!lead) return;
      const owner = lead.ownerId ? await users.get(lead.ownerId) : null;
      const to = owner ? [owner.email] : ((await settings.leadAlertRecipients()) ?? defaultRecipients());
      const key = sha256(`interest:${account.uid}:${listing.id}:${reason}:${agencyToday()}`);
      await outbox.queue(clientInterestMail(lead, listing, reason, to, siteOrigin), key);
    },

    inquiries: {
      name: 'inquiries',
      export: async ({ email }) => {
        const inquiries = await privacy.byEmail(email);
        const ids = inquiries.map(({ id }) => id);
        const parts = await Promise.all(records.map(async (part) => ({ name: part.name, kept: await part.recordsOf(ids) })));
        return inquiries.map((lead) =>
          Object.assign({}, lead, ...parts.flatMap(({ name, kept }) => (kept.has(lead.id) ? [{ [name]: kept.get(lead.id) }] : []))),
        );
      },
      erase: async ({ email }) => {
        const ids = await privacy.anonymiseEmail(email);
        await Promise.all(records.map((part) => part.forget(ids)));
      },
    } satisfies PersonalDataSection,
  };
}
