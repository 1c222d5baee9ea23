import { estimateText, homeFactsText, type Lead } from '@estate/domain';
import { escapeHtml, fieldsHtml, fieldsText, headedMail, type MailField, type OutgoingMail } from '../../platform';
import { greeting } from './plainName';

export const HOME_VALUE_MAIL_SUBJECT = 'Your home’s estimated value';

/**
 * The copy of a home valuation the page promises ('We have sent a copy to your email.'): to an
 * address nobody has verified, so it carries the agency's words and the estimate's figures, and of
 * what the owner typed only their home's facts (numbers and the form's choices) and a plain name.
 */
export function homeValueMail(lead: Lead): OutgoingMail | undefined {
  const { valuation } = lead;
  if (!valuation) return undefined;
  const intro = `${greeting('Hello', lead.name, ',')} here is the estimate of your home’s value you asked for on our site.`;
  const fields: MailField[] = [
    { label: 'Your home', value: homeFactsText(valuation) },
    { label: `Estimate on ${valuation.asOf}`, value: estimateText(valuation) },
  ];
  const next = valuation.consents.followUp.granted
    ? 'An agent will contact you about your home’s value and what it could sell for.'
    : 'An estimate is made from recent sales only: for an agent’s opinion of your home, reply to this email or ask on the valuation page.';
  return {
    to: [lead.email],
    ...headedMail(HOME_VALUE_MAIL_SUBJECT, {
      text: `${intro}\n\n${fieldsText(fields)}\n\n${next}`,
      html: `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}<p>${escapeHtml(next)}</p>`,
    }),
  };
}
