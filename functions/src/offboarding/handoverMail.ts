import type { Reassignment, ReassignmentKind, User } from '@estate/domain';
import { actionHtml, escapeHtml, headedMail, type OutgoingMail } from '../platform';

/** How the email heads each kind of record handed over, in this order. */
const SECTIONS: readonly { kind: ReassignmentKind; heading: string }[] = [
  { kind: 'lead', heading: 'Open leads' },
  { kind: 'showing', heading: 'Upcoming showings' },
  { kind: 'openHouse', heading: 'Upcoming open houses' },
];

/** A showing whose hour the new owner already holds: said beside it. */
export const CLASH_NOTE = 'at the same time as another of your showings: please rearrange one';

const line = (reassignment: Reassignment) => (reassignment.clash ? `${reassignment.title} (${CLASH_NOTE})` : reassignment.title);

/**
 * Tells a colleague which of a deactivated staff member's records are theirs now
 * (docs/product/emails.md#emails), one email listing them all.
 */
export function handoverMail(
  owner: Pick<User, 'name' | 'email'>,
  formerName: string,
  records: Reassignment[],
  siteOrigin: string,
): OutgoingMail {
  const subject = `${formerName}'s work handed over to you`;
  const intro = `Hello ${owner.name}, ${formerName}'s account was deactivated and these records are yours now:`;
  const sections = SECTIONS.map(({ kind, heading }) => ({
    heading,
    lines: records.filter((record) => record.kind === kind).map(line),
  })).filter((section) => section.lines.length > 0);
  const link = `${siteOrigin}/admin/leads`;
  const text = [
    intro,
    ...sections.map(({ heading, lines }) => `${heading}:\n${lines.map((entry) => `- ${entry}`).join('\n')}`),
    `Open the dashboard: ${link}`,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      ({ heading, lines }) => `<h3>${escapeHtml(heading)}</h3><ul>${lines.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`,
    ),
    actionHtml('Open the dashboard', link),
  ].join('');
  return { to: [owner.email], ...headedMail(subject, { text, html }) };
}
