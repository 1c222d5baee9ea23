import { formatReceivedAt, LEAD_FIELD_LABELS as LABEL, type Lead, type LeadSource } from '@estate/domain';
import { escapeHtml } from './html';
import { fieldsHtml, fieldsText, htmlDocument, textDocument, type MailField } from './mailLayout';
import type { OutgoingMail } from './mailTransport';

interface Confirmation {
  subject: string;
  what: string;
  next: (lead: Lead) => string;
}

/** What each form's visitor is told: what we received, and what happens next. */
const CONFIRMATIONS: Partial<Record<LeadSource, Confirmation>> = {
  consultation_form: {
    subject: 'We received your consultation request',
    what: 'consultation request',
    next: (lead) =>
      `An agent will call you${lead.phone ? ` at ${lead.phone}` : ''} within one business day to arrange your free consultation at a time that suits you.`,
  },
  investor_form: {
    subject: 'We received your investment inquiry',
    what: 'investment inquiry',
    next: () =>
      'One of our investment specialists will review your goals and contact you within one business day with opportunities that match them.',
  },
  contact_form: {
    subject: 'We received your message',
    what: 'message',
    next: () => 'An agent will reply within one business day.',
  },
};

export const hasConfirmation = (source: LeadSource) => source in CONFIRMATIONS;

/** The fields the visitor filled in, as they sent them. */
function sentFields(lead: Lead): MailField[] {
  const fields: MailField[] = [
    { label: LABEL.name, value: lead.name },
    { label: LABEL.email, value: lead.email },
  ];
  for (const key of ['phone', 'interest', 'investmentGoals', 'message'] as const) {
    const value = lead[key];
    if (value) fields.push({ label: LABEL[key], value });
  }
  return fields;
}

/** The confirmation of a consultation, investor or contact form; undefined for other sources. */
export function confirmationMail(lead: Lead): OutgoingMail | undefined {
  const confirmation = CONFIRMATIONS[lead.source];
  if (!confirmation) return undefined;
  const thanks = `Thank you, ${lead.name}. We received your ${confirmation.what} on ${formatReceivedAt(lead.createdAt)}:`;
  const next = confirmation.next(lead);
  const fields = sentFields(lead);
  return {
    to: [lead.email],
    subject: confirmation.subject,
    text: textDocument(`${thanks}\n\n${fieldsText(fields)}\n\nWhat happens next\n${next}`),
    html: htmlDocument(
      confirmation.subject,
      `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(confirmation.subject)}</h1><p>${escapeHtml(thanks)}</p>${fieldsHtml(fields)}<h2 style="margin:24px 0 8px;font-size:17px">What happens next</h2><p>${escapeHtml(next)}</p>`,
    ),
  };
}
