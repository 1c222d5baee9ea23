import {
  formatCalendarDay,
  formatReceivedAt,
  LEAD_FIELD_LABELS as LABEL,
  LEAD_FIELD_NOT_PROVIDED,
  leadSourceLabel,
  mlsListedBy,
  type Lead,
  type MlsAttribution,
} from '@estate/domain';
import { escapeHtml, singleLine } from '../../platform';
import { actionHtml, fieldsHtml, fieldsText, htmlDocument, textDocument, type MailField } from '../../platform';
import type { OutgoingMail } from '../../platform';

/** Where the dashboard opens this lead's details. */
const leadDashboardUrl = (siteOrigin: string, leadId: string) => `${siteOrigin}/admin/leads?lead=${encodeURIComponent(leadId)}`;

/** Every field of the lead, the ones the visitor left out included; an MLS listing's source and office after its id. */
function leadFields(lead: Lead, siteOrigin: string, mls?: MlsAttribution): MailField[] {
  const optional = (value: string | undefined) => value ?? LEAD_FIELD_NOT_PROVIDED;
  return [
    { label: LABEL.name, value: lead.name },
    { label: LABEL.email, value: lead.email, href: `mailto:${lead.email}` },
    { label: LABEL.phone, value: optional(lead.phone), ...(lead.phone ? { href: `tel:${lead.phone}` } : {}) },
    { label: LABEL.source, value: leadSourceLabel(lead.source) },
    { label: LABEL.interest, value: optional(lead.interest) },
    { label: LABEL.message, value: optional(lead.message) },
    { label: LABEL.investmentGoals, value: optional(lead.investmentGoals) },
    {
      label: LABEL.propertyId,
      value: optional(lead.propertyId),
      ...(lead.propertyId ? { href: `${siteOrigin}/property/${encodeURIComponent(lead.propertyId)}` } : {}),
    },
    ...(mls ? [{ label: 'MLS listing', value: `${mls.sourceName}: ${mlsListedBy(mls)}` }] : []),
    { label: LABEL.preferredDate, value: lead.preferredDate ? formatCalendarDay(lead.preferredDate) : LEAD_FIELD_NOT_PROVIDED },
    { label: LABEL.preferredTime, value: optional(lead.preferredTime) },
    { label: LABEL.createdAt, value: formatReceivedAt(lead.createdAt) },
  ];
}

/** Who a staff email about a lead goes to and what it says above the lead's fields. */
export interface LeadDetailsMailHead {
  to: string[];
  /** The person's name and the source follow it in the subject. */
  subjectStart: string;
  /** A line to the reader before the fields; none when the subject says it all. */
  intro?: string;
  /** The listing the lead is about, when it is an MLS listing: staff see whose it is. */
  mls?: MlsAttribution;
}

/**
 * A staff email about a lead (the alert, the assignee's): the source and the person in the
 * subject, every field, and a link to the lead in the dashboard. Replies go to the person.
 */
export function leadDetailsMail(lead: Lead, { to, subjectStart, intro, mls }: LeadDetailsMailHead, siteOrigin: string): OutgoingMail {
  const subject = singleLine(`${subjectStart}: ${lead.name} (${leadSourceLabel(lead.source)})`);
  const fields = leadFields(lead, siteOrigin, mls);
  const link = leadDashboardUrl(siteOrigin, lead.id);
  return {
    to,
    replyTo: singleLine(lead.email),
    subject,
    text: textDocument(`${subject}\n\n${intro ? `${intro}\n\n` : ''}${fieldsText(fields)}\n\nOpen it in the dashboard: ${link}`),
    html: htmlDocument(
      subject,
      `<h1 style="margin:0 0 20px;font-size:20px">${escapeHtml(subject)}</h1>${intro ? `<p style="margin:0 0 20px">${escapeHtml(intro)}</p>` : ''}${fieldsHtml(fields)}${actionHtml('Open the lead in the dashboard', link)}`,
    ),
  };
}
