import { createHash } from 'node:crypto';
import type { ClientAccount } from '@estate/domain';
import type { PersonalDataSection } from '../clients';
import type { LeadRepository } from './leadRepository';
import type { LeadPrivacyRepository } from './store/leadPrivacyRepository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Where client accounts meet the leads: opening an account makes a lead (source "account") that
 * joins the person's contact by its email; their inquiries are part of their data, exported with
 * it and anonymised when they delete their account.
 */
export function clientLeads(leads: LeadRepository, privacy: LeadPrivacyRepository) {
  return {
    /** Once per account, however often the sign-in is retried (the account's id is the idempotency key). */
    async opened({ uid, email }: ClientAccount): Promise<void> {
      const lead = { name: email, email, source: 'account' as const, message: 'Opened a client account on the website.' };
      await leads.createOnce(sha256(`account:${uid}`), sha256(email), lead);
    },

    inquiries: {
      name: 'inquiries',
      export: ({ email }) => privacy.byEmail(email),
      erase: async ({ email }) => {
        await privacy.anonymiseEmail(email);
      },
    } satisfies PersonalDataSection,
  };
}
