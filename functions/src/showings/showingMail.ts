import { formatShowingStart, SHOWING_STATUS_LABELS, type Showing, type ShowingSide } from '@estate/domain';
import { greeting } from '../leads';
import {
  actionHtml,
  calendarAttachment,
  escapeHtml,
  fieldsHtml,
  fieldsText,
  headedMail,
  type CalendarEvent,
  type MailField,
  type OutgoingMail,
} from '../platform';
import { calendarMethodOf, SHOWING_CALENDAR_FILENAME } from './showingEvent';

/** What happened to a booking, as each email tells it. */
export type ShowingNews = 'requested' | 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'rescheduled' | 'reminder';
/** A request's own confirmation is the visitor's first email (showingRequestMail.ts). */
export type VisitorNews = Exclude<ShowingNews, 'requested'>;

export interface ShowingMailInput {
  showing: Showing;
  news: ShowingNews;
  /** The booking's calendar event (showingEvent), attached as REQUEST or CANCEL. */
  event: CalendarEvent;
  /** The reader's own manage link. */
  manageUrl: string;
  siteOrigin: string;
  /** Who cancelled or moved it. */
  by?: ShowingSide;
}

interface Wording {
  subject: string;
  intro: string;
  action?: { label: string; href: string };
}

const listingUrl = (siteOrigin: string, showing: Showing) => `${siteOrigin}/property/${encodeURIComponent(showing.propertyId)}`;
const scheduleUrl = (siteOrigin: string, showing: Showing) =>
  `${siteOrigin}/schedule-showing?propertyId=${encodeURIComponent(showing.propertyId)}`;
const leadUrl = (siteOrigin: string, showing: Showing) => `${siteOrigin}/admin/leads?lead=${encodeURIComponent(showing.leadId)}`;

/** The visitor's words: the agency's own, their name only when it is plainly one (the address is the one they typed). */
function visitorWording({ showing, news, manageUrl, siteOrigin, by }: ShowingMailInput & { news: VisitorNews }): Wording {
  const title = showing.listingTitle;
  const when = `${formatShowingStart(showing.start)} (Cincinnati time)`;
  const manage = { label: 'Cancel or change the time', href: manageUrl };
  const rebook = { label: 'Choose another time', href: scheduleUrl(siteOrigin, showing) };
  switch (news) {
    case 'rescheduled':
      return {
        subject: `Your showing has a new time: ${title}`,
        intro: `Your showing of ${title} is now on ${when}${showing.status === 'confirmed' ? '' : ': the agent will confirm it shortly'}.`,
        action: manage,
      };
    case 'confirmed':
      return {
        subject: `Your showing is confirmed: ${title}`,
        intro: `${greeting('Good news,', showing.visitor.name)} Your showing of ${title} is confirmed for ${when}.`,
        action: manage,
      };
    case 'declined':
      return {
        subject: `Your showing request was declined: ${title}`,
        intro: `We are sorry: the agent cannot show ${title} on ${when}. Please choose another time.`,
        action: rebook,
      };
    case 'proposed':
      return {
        subject: `A new time for your showing: ${title}`,
        intro: `The agent proposes ${when} for your showing of ${title}. Please confirm it, or choose another time.`,
        action: { label: 'Confirm or choose another time', href: manageUrl },
      };
    case 'cancelled':
      return {
        subject: `Your showing is cancelled: ${title}`,
        intro:
          by === 'visitor'
            ? `As you asked, your showing of ${title} on ${when} is cancelled.`
            : `We are sorry: your showing of ${title} on ${when} had to be cancelled.`,
        action: rebook,
      };
    case 'reminder':
      return {
        subject: `Reminder: your showing of ${title}, ${formatShowingStart(showing.start)}`,
        intro: `${greeting('Hello,', showing.visitor.name)} This is a reminder of your showing of ${title} on ${when}, at ${showing.listingAddress}.`,
        action: manage,
      };
  }
}

/** The agent's words: the visitor in full, a link to the lead and their own manage link. */
function agentWording({ showing, news, manageUrl, siteOrigin, by }: ShowingMailInput): Wording {
  const title = showing.listingTitle;
  const when = formatShowingStart(showing.start);
  const visitor = showing.visitor.name;
  const lead = { label: 'Open the lead', href: leadUrl(siteOrigin, showing) };
  const manage = { label: 'Cancel or move this showing', href: manageUrl };
  switch (news) {
    case 'requested':
      return {
        subject: `Showing request: ${title}, ${when}`,
        intro: `${visitor} asks to see ${title} on ${when}. Confirm it, decline it or propose another time from the lead in the dashboard.`,
        action: lead,
      };
    case 'confirmed':
      return {
        subject: `Showing confirmed: ${title}, ${when}`,
        intro: `The showing of ${title} with ${visitor} is confirmed for ${when}.`,
        action: manage,
      };
    case 'declined':
      return {
        subject: `Showing declined: ${title}, ${when}`,
        intro: `The request of ${visitor} for ${when} was declined; the hour is free again.`,
        action: lead,
      };
    case 'proposed':
      return {
        subject: `New time proposed: ${title}, ${when}`,
        intro: `${when} was proposed to ${visitor}, and is held for them until they answer.`,
        action: lead,
      };
    case 'cancelled':
      return {
        subject: `Showing cancelled: ${title}, ${when}`,
        intro: `${by === 'visitor' ? `${visitor} cancelled` : 'The agent cancelled'} the showing of ${title} on ${when}; the hour is free again.`,
        action: lead,
      };
    case 'rescheduled':
      return {
        subject: `Showing moved: ${title}, ${when}`,
        intro: `${by === 'visitor' ? visitor : 'The agent'} moved the showing of ${title} to ${when} (${SHOWING_STATUS_LABELS[showing.status].toLowerCase()}).`,
        action: showing.status === 'requested' ? lead : manage,
      };
    case 'reminder':
      return {
        subject: `Reminder: showing of ${title}, ${when}`,
        intro: `A reminder of the showing of ${title} with ${visitor} on ${when}.`,
        action: manage,
      };
  }
}

function mail(
  to: string[],
  { subject, intro, action }: Wording,
  fields: MailField[],
  event: CalendarEvent,
  showing: Showing,
): OutgoingMail {
  const link = action ? `\n\n${action.label}: ${action.href}` : '';
  return {
    to,
    ...headedMail(subject, {
      text: `${intro}\n\n${fieldsText(fields)}${link}\n\nThe attached invitation keeps your calendar up to date.`,
      html: `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}${action ? actionHtml(action.label, action.href) : ''}<p>${escapeHtml('The attached invitation keeps your calendar up to date.')}</p>`,
    }),
    attachments: [calendarAttachment(event, calendarMethodOf(showing), SHOWING_CALENDAR_FILENAME)],
  };
}

const placeFields = (input: ShowingMailInput): MailField[] => [
  { label: 'When', value: `${formatShowingStart(input.showing.start)} (Cincinnati time)` },
  { label: 'Property', value: input.showing.listingTitle, href: listingUrl(input.siteOrigin, input.showing) },
  { label: 'Address', value: input.showing.listingAddress },
  { label: 'Status', value: SHOWING_STATUS_LABELS[input.showing.status] },
];

/** The visitor's email about the booking, with its calendar file. */
export function visitorShowingMail(input: ShowingMailInput & { news: VisitorNews }): OutgoingMail {
  const note = input.news === 'declined' && input.showing.note ? [{ label: 'Note from the agent', value: input.showing.note }] : [];
  return mail([input.showing.visitor.email], visitorWording(input), [...placeFields(input), ...note], input.event, input.showing);
}

/** The showing agent's email (or the lead alert recipients', for a booking nobody has), with the same calendar file. */
export function agentShowingMail(input: ShowingMailInput, to: string[]): OutgoingMail {
  const { visitor } = input.showing;
  const fields: MailField[] = [
    ...placeFields(input),
    { label: 'Visitor', value: visitor.name },
    { label: 'Email', value: visitor.email, href: `mailto:${visitor.email}` },
    ...(visitor.phone ? [{ label: 'Phone', value: visitor.phone, href: `tel:${visitor.phone}` }] : []),
    ...(input.showing.note ? [{ label: 'Note to the visitor', value: input.showing.note }] : []),
  ];
  return { ...mail(to, agentWording(input), fields, input.event, input.showing), replyTo: visitor.email };
}
