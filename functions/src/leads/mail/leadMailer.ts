import {
  agencyToday,
  BACKGROUND_QUEUES,
  LISTING_STATUS_FILTERS,
  salesWindowStart,
  LEAD_MAIL_GIVE_UP_HOURS,
  LEAD_MAIL_RETRY_DELAYS_S,
  LEAD_MAIL_SWEEP_MINUTES,
  LEAD_MAILS,
  LOG_EVENTS,
  NEW_LEAD_MAILS,
  type Lead,
  type LeadDelivery,
  type LeadMail,
  type LeadMailDelivery,
  publicListing,
  type Property,
} from '@estate/domain';
import type { LeadRepository } from '../leadRepository';
import type { ListingRepository } from '../../listings';
import type { SettingsRepository } from '../settingsRepository';
import type { UserRepository } from '../../staff';
import { type ErrorLogger, logQueueLag, MailError, type MailTransport, type OutgoingMail } from '../../platform';
import { assignmentMail } from './assignmentMail';
import { confirmationMail } from './confirmationMail';
import { marketReport } from './marketReport';
import { marketReportMail } from './marketReportMail';
import { staffAlertMail } from './staffAlertMail';

export interface LeadMailerDeps {
  leads: LeadRepository;
  properties: Pick<ListingRepository, 'listAll' | 'listSold'>;
  settings: SettingsRepository;
  /** Who a lead is assigned to, for the assignee's email. */
  users: Pick<UserRepository, 'get'>;
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

/** A stored lead as a trigger hands it over: only its emails' records (`delivery`) matter here. */
type StoredLead = Record<string, unknown> | undefined;

/** When the assignee's email of this stored lead was queued, if one is. */
const queuedAssignment = (lead: StoredLead): string | undefined => {
  const assignment = (lead?.delivery as LeadDelivery | undefined)?.assignment;
  return assignment?.state === 'queued' ? assignment.queuedAt : undefined;
};

/** When each of the lead's unsent emails was queued: an assignment's at the assignment, the others with the lead. */
const unsentSince = (lead: Lead): string[] =>
  LEAD_MAILS.flatMap((mail) => {
    const delivery = lead.delivery?.[mail];
    return delivery?.state === 'queued' ? [delivery.queuedAt ?? lead.createdAt] : [];
  });

/**
 * When the update of a lead from `before` to `after` queued the assignee's email afresh, the time
 * it was queued at; undefined for any other update (a delivery record, a status, a note), so that
 * onLeadAssigned sends each assignment's email once.
 */
export function freshAssignment(before: StoredLead, after: StoredLead): string | undefined {
  const queuedAt = queuedAssignment(after);
  const previous = (before?.delivery as LeadDelivery | undefined)?.assignment?.queuedAt;
  return queuedAt !== undefined && queuedAt !== previous ? queuedAt : undefined;
}

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
  users,
  transport,
  siteOrigin,
  defaultRecipients,
  logger,
  retryDelaysS = LEAD_MAIL_RETRY_DELAYS_S,
}: LeadMailerDeps) {
  /** Only what a visitor may see is in a report anyone can ask for. */
  const visible = (listings: Property[]) => listings.flatMap((property) => publicListing(property) ?? []);

  /** Each email of the lead, made when it is about to be sent (the report from today's listings). */
  const messages: Record<LeadMail, (lead: Lead) => Promise<OutgoingMail | undefined>> = {
    staffAlert: async (lead) => staffAlertMail(lead, (await settings.leadAlertRecipients()) ?? defaultRecipients, siteOrigin),
    visitorEmail: async (lead) => {
      if (lead.source === 'popup_lead_form') {
        const [forSale, sold] = await Promise.all([
          properties.listAll(LISTING_STATUS_FILTERS['for-sale'].statuses),
          properties.listSold(salesWindowStart(agencyToday())),
        ]);
        return marketReportMail(lead, marketReport(visible(forSale), visible(sold)), siteOrigin);
      }
      return confirmationMail(lead);
    },
    // Nobody to tell when the lead was taken from its owner, or the owner's account deleted, since.
    assignment: async (lead) => {
      const assignee = lead.ownerId ? await users.get(lead.ownerId) : null;
      return assignee ? assignmentMail(lead, assignee, siteOrigin) : undefined;
    },
  };

  /**
   * Tries one email, then again after each of `retryDelaysS` while the server cannot be reached.
   * Answers 'later' when it is still unsent and the lead is young enough for the sweep to retry.
   */
  async function deliver(
    lead: Lead,
    mail: LeadMail,
    message: OutgoingMail,
    previous: LeadMailDelivery | undefined,
  ): Promise<'done' | 'later'> {
    // An assignment's email is given its day from the assignment.
    const giveUpAt = Date.parse(previous?.queuedAt ?? lead.createdAt) + LEAD_MAIL_GIVE_UP_HOURS * 60 * 60 * 1000;
    // Each record names the assignment it belongs to, so a later assignment's email is never taken for this one.
    const queued = previous?.queuedAt ? { queuedAt: previous.queuedAt } : {};
    let attempts = previous?.attempts ?? 0;
    for (let tries = 0; ; tries += 1) {
      attempts += 1;
      try {
        await transport.send(message);
        await leads.recordDelivery(lead.id, mail, { state: 'sent', attempts, sentAt: new Date().toISOString(), ...queued });
        return 'done';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof MailError && error.permanent;
        const delay = retryDelaysS[tries];
        const later = !permanent && delay === undefined && Date.now() < giveUpAt;
        const final = permanent || (delay === undefined && !later);
        const stillThere = await leads.recordDelivery(lead.id, mail, {
          state: final ? 'failed' : 'queued',
          attempts,
          lastError: reason,
          ...queued,
        });
        if (!stillThere) return 'done';
        if (final) {
          logger.error(`The ${mail} for lead ${lead.id} failed`, { event: LOG_EVENTS.mailFailed, leadId: lead.id, mail, attempts, reason });
          return 'done';
        }
        if (later) {
          logger.info(`The ${mail} for lead ${lead.id} waits for the next sweep`, { leadId: lead.id, mail, attempts, reason });
          return 'later';
        }
        logger.info(`The ${mail} for lead ${lead.id} will be tried again in ${delay} s`, { leadId: lead.id, mail, attempts, reason });
        await wait(delay!);
      }
    }
  }

  /** Sends these of the lead's emails that are queued, side by side, so that one being retried holds up no other. */
  async function deliverQueued(lead: Lead, mails: readonly LeadMail[]): Promise<void> {
    const outcomes = await Promise.all(
      mails.map(async (mail) => {
        const delivery = lead.delivery?.[mail];
        if (delivery?.state !== 'queued') return 'done';
        const message = await messages[mail](lead);
        if (message) return deliver(lead, mail, message, delivery);
        await leads.withdrawDelivery(lead.id, mail, delivery.queuedAt);
        return 'done';
      }),
    );
    // The sweep comes back for what is left; once nothing is, it stops coming.
    await leads.settleMailRetry(lead.id, outcomes.includes('later') ? new Date(Date.now() + LEAD_MAIL_SWEEP_MINUTES * 60_000) : undefined);
  }

  return {
    /** A new lead's emails: the agency's alert and the visitor's email. */
    async deliverNewLead(leadId: string): Promise<void> {
      const lead = await leads.get(leadId);
      if (lead) await deliverQueued(lead, NEW_LEAD_MAILS);
    },

    /**
     * The assignee's email of the assignment that queued it at `queuedAt`; nothing when another
     * assignment has queued its own since (that one's trigger sends it).
     */
    async deliverAssignment(leadId: string, queuedAt: string): Promise<void> {
      const lead = await leads.get(leadId);
      if (lead?.delivery?.assignment?.queuedAt === queuedAt) await deliverQueued(lead, ['assignment']);
    },

    /** Every queued email of the lead (the sweep's retry). */
    async deliverAll(leadId: string): Promise<void> {
      const lead = await leads.get(leadId);
      if (lead) await deliverQueued(lead, LEAD_MAILS);
    },

    /**
     * The scheduled sweep: tries again the emails of the leads that are due, `limit` leads at a
     * time, after logging how long the oldest of their unsent emails has waited.
     */
    async sweep(limit: number, now = new Date()): Promise<number> {
      const due = await leads.dueForMailRetry(now, limit);
      const found = (await Promise.all(due.map((id) => leads.get(id)))).filter((lead): lead is Lead => lead !== undefined);
      logQueueLag(logger, BACKGROUND_QUEUES.leadMail, found.flatMap(unsentSince), now);
      await Promise.all(found.map((lead) => deliverQueued(lead, LEAD_MAILS)));
      return due.length;
    },
  };
}
