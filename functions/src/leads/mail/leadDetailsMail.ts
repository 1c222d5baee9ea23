import {
  formatCalendarDay,
  formatReceivedAt,
  LEAD_FIELD_LABELS as LABEL,
  LEAD_FIELD_NOT_PROVIDED,
  leadSourceLabel,
  type Lead,
} from '@estate/domain';
import { escapeHtml, singleLine } from '../../platform';
import { actionHtml, fieldsHtml, fieldsText, htmlDocument, textDocument, type MailField } from '../../platform';
import type { OutgoingMail } from '../../platform';

/** Where the dashboard opens this lead's details. */
const leadDashboardUrl = (siteOrigin: string, leadId: string) => `${siteOrigin}/admin/leads?lead=${encodeURIComponent(leadId)}`;

/** Every field of the lead, the ones the visitor left out included. */
function leadFields(lead: Lead, siteOrigin: string): MailField[] {
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
}

/**
 * A staff email about a lead (the alert, the assignee's): the source and the person in the
 * subject, every field, and a link to the lead in the dashboard. Replies go to the person.
 */
export function leadDetailsMail(lead: Lead, { to, subjectStart, intro }: LeadDetailsMailHead, siteOrigin: string): OutgoingMail {
  const subject = singleLine(`${subjectStart}: ${lead.name} (${leadSourceLabel(lead.source)})`);
  const fields = leadFields(lead, siteOrigin);
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
