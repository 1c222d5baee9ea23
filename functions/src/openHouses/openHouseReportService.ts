import { createHash } from 'node:crypto';
import { OPEN_HOUSE_TEXTS, reportFigures, type OpenHouseGuests, type OpenHouseReport, type ReportEmailInput } from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';
import type { ListingRepository } from '../listings';
import { type MailOutbox, signInFirst } from '../platform';
import type { UserRepository } from '../staff';
import { reportMail } from './mail/reportMail';
import { managedOpenHouse, staffView, type StaffMember } from './openHouseAccess';
import type { CheckInRepository } from './store/checkInRepository';
import type { InvitationRepository } from './store/invitationRepository';
import type { OpenHouseRepository } from './store/openHouseRepository';
import type { RsvpRepository } from './store/rsvpRepository';

export interface OpenHouseReportDeps {
  openHouses: Pick<OpenHouseRepository, 'get'>;
  rsvps: Pick<RsvpRepository, 'list'>;
  checkIns: Pick<CheckInRepository, 'attendees'>;
  invitations: Pick<InvitationRepository, 'list'>;
  properties: Pick<ListingRepository, 'find'>;
  users: Pick<UserRepository, 'get'>;
  feedback: Pick<FeedbackRequests, 'answers'>;
  outbox: Pick<MailOutbox, 'queue'>;
  now?: () => Date;
}

/**
 * docs/product/open-houses.md#open-houses: each open house's report (RSVPs, attended, no-shows, new leads,
 * ratings and comments from the feedback module), and its email to the seller, queued once per
 * report, addresses and note however often it is sent.
 */
export function openHouseReportService({
  openHouses,
  rsvps,
  checkIns,
  invitations,
  properties,
  users,
  feedback,
  outbox,
  now = () => new Date(),
}: OpenHouseReportDeps) {
  const managed = managedOpenHouse(openHouses, properties);

  async function report(staff: StaffMember, id: string) {
    const { openHouse, listing } = await managed(staff, id);
    const [replies, attendees, invited, answers] = await Promise.all([
      rsvps.list(id),
      checkIns.attendees(id),
      invitations.list(id),
      feedback.answers({ kind: 'openHouse', id }),
    ]);
    const invitedLeads = new Set(invited.flatMap((invitation) => (invitation.leadId ? [invitation.leadId] : [])));
    const figures: OpenHouseReport = {
      openHouse: staffView(openHouse, listing, now()),
      ...reportFigures(replies, attendees, answers, invitedLeads),
    };
    return { figures, listing };
  }

  return {
    /** Who replied and who came, for the dashboard's guest list. */
    async guests(staff: StaffMember, id: string): Promise<OpenHouseGuests> {
      await managed(staff, id);
      const [replies, attendees] = await Promise.all([rsvps.list(id), checkIns.attendees(id)]);
      return { rsvps: replies, attendees };
    },

    report: async (staff: StaffMember, id: string): Promise<OpenHouseReport> => (await report(staff, id)).figures,

    async email(staff: StaffMember, id: string, input: ReportEmailInput): Promise<{ message: string }> {
      const { figures, listing } = await report(staff, id);
      const sender = await users.get(staff.uid);
      if (!sender) throw signInFirst();
      const key = createHash('sha256')
        .update(JSON.stringify({ id, to: [...input.emails].sort(), note: input.note ?? '', figures }))
        .digest('hex');
      await outbox.queue(reportMail(figures, listing, input.emails, sender, input.note), `open-house-report-${key}`);
      return { message: OPEN_HOUSE_TEXTS.reportSent };
    },
  };
}

export type OpenHouseReportService = ReturnType<typeof openHouseReportService>;
