import { BRAND_COLORS, FEEDBACK_RATINGS, formatLongDate, VISIT_KIND_LABELS } from '@estate/domain';
import { actionHtml, escapeHtml, htmlDocument, singleLine, textDocument, type OutgoingMail } from '../platform';
import type { FeedbackRecord } from './feedbackRepository';

/** Where the email's links land: the feedback page, with the rating chosen in the email when one was. */
export const feedbackPageUrl = (siteOrigin: string, token: string, rating?: number) =>
  `${siteOrigin}/feedback?token=${encodeURIComponent(token)}${rating ? `&rating=${rating}` : ''}`;

/**
 * "How was your visit?": one line, five rating links (each opens the page with that rating
 * chosen, so one tap answers) and a link to write a comment. Opening a link records nothing: the
 * page's button does, so a mail scanner following links answers for nobody.
 */
export function feedbackMail(record: FeedbackRecord, token: string, siteOrigin: string): OutgoingMail {
  const kind = VISIT_KIND_LABELS[record.visit.kind];
  const subject = singleLine(`How was the ${kind} of ${record.listingTitle}?`);
  const day = formatLongDate(record.endsAt);
  const intro = `Thank you for visiting ${record.listingTitle} on ${day}. How did the ${kind} go? One tap rates it from 1 (poor) to 5 (excellent); you can add a comment on the next page.`;
  const ratings = FEEDBACK_RATINGS.map((rating) => ({ rating, href: feedbackPageUrl(siteOrigin, token, rating) }));
  const ratingLinks = ratings
    .map(
      ({ rating, href }) =>
        `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 6px 6px 0;padding:10px 16px;border:1px solid ${BRAND_COLORS.navy};border-radius:4px;color:${BRAND_COLORS.navy};text-decoration:none;font-weight:bold" aria-label="Rate ${rating} out of 5">${rating}</a>`,
    )
    .join('');
  const page = feedbackPageUrl(siteOrigin, token);
  return {
    to: [record.email],
    subject,
    text: textDocument(`${intro}\n\n${ratings.map(({ rating, href }) => `${rating} of 5: ${href}`).join('\n')}\n\nOr write to us: ${page}`),
    html: htmlDocument(subject, `<p>${escapeHtml(intro)}</p><p>${ratingLinks}</p>${actionHtml('Add a comment', page)}`),
  };
}
