import { formatOpenHouseWhen, type OpenHouseReport, type Property } from '@estate/domain';
import { escapeHtml, fieldsHtml, fieldsText, headedMail, type MailField, type OutgoingMail } from '../../platform';

/** The agent who sends it: the seller answers them. */
export interface ReportSender {
  name: string;
  email: string;
}

/**
 * The open house's report for the seller (docs/product/open-houses.md#open-houses): the figures, the ratings
 * and what visitors said, with the agent's note. Visitors are named by first name only: the seller
 * hears what was said, not who the agency's leads are.
 */
export function reportMail(
  report: OpenHouseReport,
  listing: Pick<Property, 'title' | 'address'>,
  to: string[],
  sender: ReportSender,
  note?: string,
): OutgoingMail {
  const { openHouse } = report;
  const intro = `${sender.name} sends you the report of the open house at ${listing.address}.`;
  const fields: MailField[] = [
    { label: 'When', value: `${formatOpenHouseWhen(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)} (Cincinnati time)` },
    { label: 'RSVPs', value: `${report.rsvps.going} going (${report.rsvps.people} people), ${report.rsvps.waitlisted} waitlisted` },
    { label: 'Attended', value: String(report.attended) },
    { label: 'No-shows', value: String(report.noShows) },
    { label: 'New leads', value: String(report.newLeads) },
    {
      label: 'Average rating',
      value: report.averageRating === null ? 'No ratings yet' : `${report.averageRating} of 5 (${report.ratings} ratings)`,
    },
  ];
  const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
  const comments = report.comments.map(({ name, rating, comment }) => `${firstName(name)} (${rating}/5): “${comment}”`);
  const commentsText = comments.length > 0 ? `What visitors said:\n${comments.map((line) => `- ${line}`).join('\n')}` : 'No comments yet.';
  return {
    to,
    replyTo: sender.email,
    ...headedMail(`Open house report: ${listing.title}`, {
      text: [note, intro, fieldsText(fields), commentsText].filter(Boolean).join('\n\n'),
      html: `${note ? `<p>${escapeHtml(note)}</p>` : ''}<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}${
        comments.length > 0
          ? `<h2 style="font-size:16px">What visitors said</h2><ul>${comments.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
          : '<p>No comments yet.</p>'
      }`,
    }),
  };
}
