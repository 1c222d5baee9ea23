import { formatReceivedAt, type Lead, type LeadSource } from '@estate/domain';
import { escapeHtml } from '../../platform';
import { headedMail } from '../../platform';
import type { OutgoingMail } from '../../platform';
import { greeting } from './plainName';

interface Confirmation {
  subject: string;
  what: string;
  next: string;
}

/** What each form's visitor is told: what we received, and what happens next. */
const CONFIRMATIONS: Partial<Record<LeadSource, Confirmation>> = {
  consultation_form: {
    subject: 'We received your consultation request',
    what: 'consultation request',
    next: 'An agent will call you within one business day to arrange your free consultation at a time that suits you.',
  },
  investor_form: {
    subject: 'We received your investment inquiry',
    what: 'investment inquiry',
    next: 'One of our investment specialists will review your goals and contact you within one business day with opportunities that match them.',
  },
  contact_form: {
    subject: 'We received your message',
    what: 'message',
    next: 'An agent will reply within one business day.',
  },
};

export const hasConfirmation = (source: LeadSource) => source in CONFIRMATIONS;

/**
 * The confirmation of a consultation, investor or contact form; undefined for other sources. It
 * goes to an address nobody has verified, so it carries the agency's own words only: nothing the
 * visitor typed but their name, and that only when it is plainly a name (plainName).
 */
export function confirmationMail(lead: Lead): OutgoingMail | undefined {
  const confirmation = CONFIRMATIONS[lead.source];
  if (!confirmation) return undefined;
  const thanks = `${greeting('Thank you,', lead.name)} We received your ${confirmation.what} on ${formatReceivedAt(lead.createdAt)}.`;
  const { next } = confirmation;
  return {
    to: [lead.email],
    ...headedMail(confirmation.subject, {
      text: `${thanks}\n\nWhat happens next\n${next}`,
      html: `<p>${escapeHtml(thanks)}</p><h2 style="margin:24px 0 8px;font-size:17px">What happens next</h2><p>${escapeHtml(next)}</p>`,
    }),
  };
}
