import type { FeedbackRequests } from '../visitFeedback';
import type { CalendarSource } from '../platform';
import { calendarFeedService } from '../calendarFeeds';
import { openHouseCalendar } from '../openHouses';
import {
  manageTickets,
  showingCalendarSource,
  showingNoticeService,
  showingReminderService,
  showingRequestService,
  showingSlotService,
} from '../showings';
import type { Repositories } from './repositories';

/** How showing emails are made: links to the site, signed manage links, the lead alert recipients for bookings nobody has. */
export interface ShowingMailOptions {
  siteOrigin: string;
  /** LINK_SIGNING_SECRET, read when a link is signed. */
  signingSecret: () => string;
  /** LEAD_ALERT_RECIPIENTS, until an admin sets the list. */
  leadAlertDefaults: () => string[];
}

/** The emails of a request's and a booking's news, queued in the mail outbox (the api's requests and decisions, the reminder schedule). */
export const showingMail = (repos: Repositories, { siteOrigin, signingSecret, leadAlertDefaults }: ShowingMailOptions) =>
  showingNoticeService({
    outbox: repos.mailOutbox,
    mailboxes: repos.visitorMailbox,
    tickets: manageTickets(signingSecret),
    siteOrigin,
    staffMember: async (uid) => {
      const user = await repos.users.get(uid);
      return user ? { name: user.name, email: user.email } : undefined;
    },
    alertRecipients: async () => (await repos.settings.leadAlertRecipients()) ?? leadAlertDefaults(),
  });

/** The reminders 24 and 2 hours before confirmed showings (the `sendShowingReminders` schedule, `npm run visits:due`), as of `now`. */
export const showingReminderRun = (repos: Repositories, options: ShowingMailOptions, now?: () => Date) =>
  showingReminderService({ showings: repos.showings, notices: showingMail(repos, options), ...(now ? { now } : {}) });

/** What a staff member's calendar feed is made of: their confirmed showings and the open houses they host. */
export const calendarSources = (repos: Repositories, siteOrigin: string): CalendarSource[] => [
  showingCalendarSource(repos.showings, siteOrigin),
  openHouseCalendar({ openHouses: repos.openHouses, properties: repos.properties, siteOrigin }),
];

/** The slot lookup, as the api builds it. */
export const showingSlots = (repos: Repositories) =>
  showingSlotService({
    properties: repos.properties,
    availability: repos.showingAvailability,
    agents: repos.users,
    showings: repos.showings,
  });

/** Showing requests (the lead and the booking in one transaction, then their emails) and the bookings' end with their leads. */
export const showingRequests = (repos: Repositories, options: ShowingMailOptions, feedback: Pick<FeedbackRequests, 'withdraw'>) =>
  showingRequestService({
    properties: repos.properties,
    availability: repos.showingAvailability,
    agents: repos.users,
    showings: repos.showings,
    leads: repos.leads,
    notices: showingMail(repos, options),
    feedback,
  });

/** Staff members' calendar feeds, made of calendarSources, as the api builds them. */
export const calendarFeeds = (
  repos: Repositories,
  { siteOrigin, signingSecret }: Pick<ShowingMailOptions, 'siteOrigin' | 'signingSecret'>,
) =>
  calendarFeedService({
    feeds: repos.calendarFeeds,
    users: repos.users,
    sources: calendarSources(repos, siteOrigin),
    secret: signingSecret,
    siteOrigin,
  });
