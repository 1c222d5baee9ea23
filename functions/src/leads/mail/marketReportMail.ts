import { formatLongDate, formatPrice, type Lead } from '@estate/domain';
import { escapeHtml } from '../../platform';
import { actionHtml, fieldsHtml, fieldsText, htmlDocument, textDocument, type MailField } from '../../platform';
import type { OutgoingMail } from '../../platform';
import { greeting } from './plainName';
import type { MarketFigures, MarketReport } from './marketReport';

export const MARKET_REPORT_TITLE = 'Cincinnati Market Report';

function figureFields(figures: MarketFigures): MailField[] {
  const of = figures.basis === 'sold' ? 'sale price (past 12 months)' : 'list price';
  return [
    { label: 'Homes for sale', value: String(figures.listings) },
    { label: 'Sales in the past 12 months', value: String(figures.sales) },
    ...(figures.medianPrice > 0
      ? [
          { label: `Median ${of}`, value: formatPrice(figures.medianPrice) },
          { label: 'Price range', value: `${formatPrice(figures.lowestPrice)} to ${formatPrice(figures.highestPrice)}` },
          { label: 'Median price per sq ft', value: formatPrice(figures.medianPricePerSquareFoot) },
        ]
      : []),
  ];
}

/**
 * The market report the popup promises ('Your market report will be emailed to you shortly.'):
 * to an address nobody has verified, so of what the visitor typed only a plain name (plainName).
 */
export function marketReportMail(lead: Lead, report: MarketReport | undefined, siteOrigin: string, today = new Date()): OutgoingMail {
  const subject = `Your ${MARKET_REPORT_TITLE}`;
  const intro = `${greeting('Hello', lead.name, ',')} here is the ${MARKET_REPORT_TITLE} you asked for, from the listings on our site on ${formatLongDate(today)}.`;
  const browse = `${siteOrigin}/properties`;
  if (!report) {
    const none = 'We have no listings on the site today; we will send you the next report as soon as new homes are listed.';
    return {
      to: [lead.email],
      subject,
      text: textDocument(`${intro}\n\n${none}`),
      html: htmlDocument(subject, `<p>${escapeHtml(intro)}</p><p>${escapeHtml(none)}</p>`),
    };
  }
  const listingUrl = (id: string) => `${siteOrigin}/property/${encodeURIComponent(id)}`;
  const text = [
    intro,
    `All of Cincinnati\n${fieldsText(figureFields(report.city))}`,
    ...report.neighborhoods.map(
      (market) =>
        `${market.neighborhood}\n${fieldsText(figureFields(market))}\nNewest listings:\n${market.newest
          .map((listing) => `- ${listing.title}, ${formatPrice(listing.price)}: ${listingUrl(listing.id)}`)
          .join('\n')}`,
    ),
    `Browse every listing: ${browse}`,
  ].join('\n\n');
  const heading = (title: string) => `<h2 style="margin:28px 0 10px;font-size:18px">${escapeHtml(title)}</h2>`;
  const html = [
    `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(MARKET_REPORT_TITLE)}</h1><p>${escapeHtml(intro)}</p>`,
    heading('All of Cincinnati'),
    fieldsHtml(figureFields(report.city)),
    ...report.neighborhoods.map(
      (market) =>
        `${heading(market.neighborhood)}${fieldsHtml(figureFields(market))}<p style="margin:10px 0 4px">Newest listings:</p><ul style="margin:0;padding-left:20px">${market.newest
          .map(
            (listing) =>
              `<li><a href="${escapeHtml(listingUrl(listing.id))}">${escapeHtml(listing.title)}</a>, ${escapeHtml(formatPrice(listing.price))}</li>`,
          )
          .join('')}</ul>`,
    ),
    actionHtml('Browse every listing', browse),
  ].join('');
  return { to: [lead.email], subject, text: textDocument(text), html: htmlDocument(subject, html) };
}
