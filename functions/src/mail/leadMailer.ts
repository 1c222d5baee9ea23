import { LEAD_MAIL_RETRY_DELAYS_S, LEAD_MAILS, type Lead, type LeadMail, type LeadMailDelivery, type Property } from '@estate/domain';
import type { LeadRepository } from '../data/leadRepository';
import type { PropertyRepository } from '../data/propertyRepository';
import type { SettingsRepository } from '../data/settingsRepository';
import type { ErrorLogger } from '../middleware/errors';
import { MailError, type MailTransport, type OutgoingMail } from './mailTransport';
import { confirmationMail } from './confirmationMail';
import { marketReport } from './marketReport';
import { marketReportMail } from './marketReportMail';
import { showingConfirmationMail } from './showingConfirmationMail';
import { staffAlertMail } from './staffAlertMail';

export interface LeadMailerDeps {
  leads: LeadRepository;
  properties: Pick<PropertyRepository, 'get' | 'listAll'>;
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
 * Sends the emails a stored lead sets off (those its `delivery` lists as queued), recording on
 * the lead where each one stands. A mail server that cannot be reached is tried again after each
 * of `retryDelaysS`; a refusal (a 5xx answer, such as an address that does not exist) is final.
 * An email already sent or failed for good is left alone, so a repeated trigger sends nothing twice.
 */
export function leadMailer({
  leads,
  properties,
  settings,
  transport,
  siteOrigin,
  defaultRecipients,
  logger,
  retryDelaysS = LEAD_MAIL_RETRY_DELAYS_S,
}: LeadMailerDeps) {
  /** The listing a showing request names; undefined when it has been deleted since. */
  const listing = (id: string): Promise<Property | undefined> => properties.get(id).catch(() => undefined);

  /** Each email of the lead, made when it is about to be sent (the report from today's listings). */
  const messages: Record<LeadMail, (lead: Lead) => Promise<OutgoingMail | undefined>> = {
    staffAlert: async (lead) => staffAlertMail(lead, (await settings.leadAlertRecipients()) ?? defaultRecipients, siteOrigin),
    visitorEmail: async (lead) => {
      if (lead.source === 'popup_lead_form') return marketReportMail(lead, marketReport(await properties.listAll()), siteOrigin);
      if (lead.source === 'schedule_form')
        return showingConfirmationMail(lead, lead.propertyId ? await listing(lead.propertyId) : undefined, siteOrigin);
      return confirmationMail(lead);
    },
  };

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
    /** Sends the lead's queued emails side by side, so that one being retried holds up no other. */
    async deliverAll(leadId: string): Promise<void> {
      const lead = await leads.get(leadId);
      if (!lead) return;
      await Promise.all(
        LEAD_MAILS.map(async (mail) => {
          const delivery = lead.delivery?.[mail];
          if (delivery?.state !== 'queued') return;
          const message = await messages[mail](lead);
          if (message) await deliver(lead.id, mail, message, delivery);
        }),
      );
    },
  };
}
