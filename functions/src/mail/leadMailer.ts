import { LEAD_MAIL_RETRY_DELAYS_S, type LeadMail, type LeadMailDelivery } from '@estate/domain';
import type { LeadRepository } from '../data/leadRepository';
import type { SettingsRepository } from '../data/settingsRepository';
import type { ErrorLogger } from '../middleware/errors';
import { MailError, type MailTransport, type OutgoingMail } from './mailTransport';
import { staffAlertMail } from './staffAlertMail';

export interface LeadMailerDeps {
  leads: LeadRepository;
  settings: SettingsRepository;
  transport: MailTransport;
  /** The site's address, for links in the emails. */
  siteOrigin: string;
  /** Who gets lead alerts until an admin sets the list (LEAD_ALERT_RECIPIENTS). */
  defaultRecipients: string[];
  logger: ErrorLogger & { info(message: string, details: Record<string, unknown>): void };
  /** Seconds to wait before each further try (tests shorten them). */
  retryDelaysS?: readonly number[];
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Sends the emails a stored lead sets off, recording on the lead where each one stands. A mail
 * server that cannot be reached is tried again after each of `retryDelaysS`; a refusal (a 5xx
 * answer, such as an address that does not exist) is final. An email already sent or failed for
 * good is left alone, so a repeated trigger sends nothing twice.
 */
export function leadMailer({
  leads,
  settings,
  transport,
  siteOrigin,
  defaultRecipients,
  logger,
  retryDelaysS = LEAD_MAIL_RETRY_DELAYS_S,
}: LeadMailerDeps) {
  async function deliver(leadId: string, mail: LeadMail, message: OutgoingMail, previous: LeadMailDelivery | undefined) {
    let attempts = previous?.attempts ?? 0;
    for (;;) {
      attempts += 1;
      try {
        await transport.send(message);
        await leads.recordDelivery(leadId, mail, { state: 'sent', attempts, sentAt: new Date().toISOString() });
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delay = retryDelaysS[attempts - 1];
        const final = (error instanceof MailError && error.permanent) || delay === undefined;
        const stillThere = await leads.recordDelivery(leadId, mail, { state: final ? 'failed' : 'queued', attempts, lastError: reason });
        if (final || !stillThere) {
          if (final) logger.error(`The ${mail} for lead ${leadId} failed`, { leadId, mail, attempts, reason });
          return;
        }
        logger.info(`The ${mail} for lead ${leadId} will be tried again in ${delay} s`, { leadId, mail, attempts, reason });
        await wait(delay);
      }
    }
  }

  return {
    async deliverAll(leadId: string): Promise<void> {
      const lead = await leads.get(leadId);
      if (!lead) return;
      const staffAlert = lead.delivery?.staffAlert;
      if (staffAlert?.state === 'queued' || staffAlert === undefined) {
        const recipients = (await settings.leadAlertRecipients()) ?? defaultRecipients;
        await deliver(lead.id, 'staffAlert', staffAlertMail(lead, recipients, siteOrigin), staffAlert);
      }
    },
  };
}
