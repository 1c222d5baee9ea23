import {
  agencyToday,
  LISTING_STATUS_FILTERS,
  salesWindowStart,
  type Lead,
  type LeadMail,
  publicListing,
  type Property,
} from '@estate/domain';
import type { LeadRepository } from '../leadRepository';
import type { ListingRepository } from '../../listings';
import type { SettingsRepository } from '../settingsRepository';
import type { UserRepository } from '../../staff';
import type { MailWriter, OutgoingMail } from '../../platform';
import { assignmentMail } from './assignmentMail';
import { confirmationMail } from './confirmationMail';
import { homeValueMail } from './homeValueMail';
import type { LeadLetterParams } from './leadLetter';
import { marketReport } from './marketReport';
import { marketReportMail } from './marketReportMail';
import { staffAlertMail } from './staffAlertMail';

export interface LeadMailWriterDeps {
  leads: Pick<LeadRepository, 'get' | 'recordDelivery' | 'withdrawDelivery'>;
  properties: Pick<ListingRepository, 'listAll' | 'listSold' | 'find'>;
  settings: SettingsRepository;
  /** Who a lead is assigned to, for the assignee's email. */
  users: Pick<UserRepository, 'get'>;
  /** The site's address, for links in the emails. */
  siteOrigin: string;
  /** Who gets lead alerts until an admin sets the list (LEAD_ALERT_RECIPIENTS). */
  defaultRecipients: () => string[];
}

const paramsOf = (params: Record<string, string | string[]>) => params as unknown as LeadLetterParams;

/**
 * The writer of a lead's emails for the mail outbox's sender (leadLetter.ts queues them): each is
 * made when it is sent, from the lead as it is then (the report from that day's listings), and each
 * try is recorded on the lead (`delivery`, and the timeline once sent or failed), which the lead's
 * details show. An email already sent or failed, one a later assignment replaced, or one of a lead
 * deleted since, is not sent; an assignee's email with nobody to go to any more is withdrawn.
 */
export function leadMailWriter({ leads, properties, settings, users, siteOrigin, defaultRecipients }: LeadMailWriterDeps): MailWriter {
  /** Only what a visitor may see is in a report anyone can ask for. */
  const visible = (listings: Property[]) => listings.flatMap((property) => publicListing(property) ?? []);

  /** Each email of the lead, made when it is about to be sent (the report from today's listings). */
  const messages: Record<LeadMail, (lead: Lead) => Promise<OutgoingMail | undefined>> = {
    staffAlert: async (lead) => {
      const listing = lead.propertyId ? await properties.find(lead.propertyId) : null;
      return staffAlertMail(lead, (await settings.leadAlertRecipients()) ?? defaultRecipients(), siteOrigin, listing?.mls);
    },
    visitorEmail: async (lead) => {
      if (lead.source === 'popup_lead_form') {
        const [forSale, sold] = await Promise.all([
          properties.listAll(LISTING_STATUS_FILTERS['for-sale'].statuses),
          properties.listSold(salesWindowStart(agencyToday())),
        ]);
        return marketReportMail(lead, marketReport(visible(forSale), visible(sold)), siteOrigin);
      }
      if (lead.source === 'home_value') return homeValueMail(lead);
      return confirmationMail(lead);
    },
    // Nobody to tell when the lead was taken from its owner, or the owner's account deleted, since.
    assignment: async (lead) => {
      const assignee = lead.ownerId ? await users.get(lead.ownerId) : null;
      return assignee ? assignmentMail(lead, assignee, siteOrigin) : undefined;
    },
  };

  return {
    async compose(letter) {
      const { leadId, mail, queuedAt } = paramsOf(letter);
      const lead = await leads.get(leadId);
      const delivery = lead?.delivery?.[mail];
      if (!lead || delivery?.state !== 'queued' || delivery.queuedAt !== queuedAt) return undefined;
      const message = await messages[mail](lead);
      if (!message) await leads.withdrawDelivery(lead.id, mail, queuedAt);
      return message;
    },

    async record(letter, outcome) {
      const { leadId, mail, queuedAt } = paramsOf(letter);
      // Each record names the assignment it belongs to, so a later assignment's email is never taken for this one.
      const queued = queuedAt ? { queuedAt } : {};
      return leads.recordDelivery(
        leadId,
        mail,
        outcome.state === 'sent'
          ? { state: 'sent', attempts: outcome.attempts, sentAt: outcome.at.toISOString(), ...queued }
          : { state: outcome.state, attempts: outcome.attempts, lastError: outcome.lastError, ...queued },
      );
    },

    describe(letter) {
      const { leadId, mail } = paramsOf(letter);
      return `The ${mail} for lead ${leadId}`;
    },
  };
}
