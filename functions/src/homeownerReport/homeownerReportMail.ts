import {
  formatLongDate,
  formatPrice,
  HOMEOWNER_REPORT_TEXTS as TEXTS,
  listingPlace,
  WITHHELD_ADDRESS,
  type HomeValuation,
  type Property,
} from '@estate/domain';
import { greeting } from '../leads';
import { actionHtml, escapeHtml, headedMail, type OutgoingMail } from '../platform';

/** The estimate this month and the one it is compared with (the last report's, else the valuation's). */
export interface ReportFigures {
  estimate: HomeValuation['estimate'];
  before?: { value: number; label: string };
}

/** The report's links, each absolute. */
export interface ReportLinks {
  /** The page that asks an agent's opinion at its button. */
  askAgent: string;
  /** The page that stops the report at its button. */
  unsubscribePage: string;
  /** RFC 8058's one-click target, in List-Unsubscribe. */
  oneClick: string;
  /** The 1×1 image whose load notes the open. */
  openImage: string;
  /** The newest CMA, if staff published one. */
  cma?: string;
  siteOrigin: string;
}

export interface ReportMailInput {
  to: string;
  name: string;
  /** 'June 2026'. */
  month: string;
  figures: ReportFigures;
  /** Public listings only, through the listing gate: closed since the last report, and listed since. */
  sales: Property[];
  listings: Property[];
  links: ReportLinks;
}

/** A withheld address is never written, whatever the stored listing holds. */
const addressOf = (listing: Property) => (listing.mls?.addressWithheld ? WITHHELD_ADDRESS : listing.address);

function saleLine(sale: Property): string {
  const day = formatLongDate(sale.CloseDate);
  const sold =
    sale.showSoldPrice && sale.ClosePrice !== undefined ? TEXTS.sold(formatPrice(sale.ClosePrice), day) : TEXTS.soldUndisclosed(day);
  return `${sold} · ${sale.bedrooms} bd · ${sale.bathrooms} ba · ${listingPlace(sale)}`;
}

const listingLine = (listing: Property) =>
  `${TEXTS.listed(formatPrice(listing.price))} · ${listing.bedrooms} bd · ${listing.bathrooms} ba · ${listingPlace(listing)}`;

function figureLines({ estimate, before }: ReportFigures): string[] {
  if (estimate.kind !== 'estimate') return [estimate.kind === 'optedOut' ? TEXTS.optedOut : TEXTS.tooFew];
  return [
    TEXTS.range(estimate.value, estimate.low, estimate.high),
    ...(before ? [TEXTS.change(estimate.value, before.value, before.label)] : []),
  ];
}

/**
 * The monthly report (docs/product/valuation.md#the-homeowner-report): the estimate and its change,
 * the new sales and listings nearby with their links, the CMA, "ask an agent", and the unsubscribe
 * of RFC 8058 (headers for the mail client's one-click button, a link for the reader); the open
 * image last.
 */
export function homeownerReportMail({ to, name, month, figures, sales, listings, links }: ReportMailInput): OutgoingMail {
  const listingUrl = (listing: Property) => `${links.siteOrigin}/property/${encodeURIComponent(listing.id)}`;
  const disclaimers = [...new Set([...sales, ...listings].flatMap((listing) => listing.mls?.disclaimer ?? []))];
  const sections = [
    { heading: TEXTS.salesHeading, empty: TEXTS.noSales, items: sales, line: saleLine },
    { heading: TEXTS.listingsHeading, empty: TEXTS.noListings, items: listings, line: listingLine },
  ];
  const opening = [greeting('Hello,', name), TEXTS.intro(month)].join(' ');
  const figureText = figureLines(figures);

  const text = [
    opening,
    figureText.join('\n'),
    ...sections.map(({ heading, empty, items, line }) =>
      [heading, ...(items.length === 0 ? [empty] : items.map((item) => `${addressOf(item)}\n${line(item)}\n${listingUrl(item)}`))].join(
        '\n\n',
      ),
    ),
    ...(links.cma ? [`${TEXTS.cma}: ${links.cma}`] : []),
    `${TEXTS.askAgent}: ${links.askAgent}`,
    ...disclaimers,
    `${TEXTS.why}\n${TEXTS.unsubscribe}: ${links.unsubscribePage}`,
  ].join('\n\n');

  const sectionHtml = sections.map(({ heading, empty, items, line }) => {
    const body =
      items.length === 0
        ? `<p>${escapeHtml(empty)}</p>`
        : `<ul style="margin:0;padding-left:20px">${items
            .map(
              (item) =>
                `<li style="margin:0 0 12px"><a href="${escapeHtml(listingUrl(item))}">${escapeHtml(addressOf(item))}</a><br><span style="font-size:14px">${escapeHtml(line(item))}</span></li>`,
            )
            .join('')}</ul>`;
    return `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(heading)}</h2>${body}`;
  });
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    ...figureText.map((line, index) =>
      index === 0 ? `<p style="font-size:18px"><strong>${escapeHtml(line)}</strong></p>` : `<p>${escapeHtml(line)}</p>`,
    ),
    ...sectionHtml,
    ...(links.cma ? [actionHtml(TEXTS.cma, links.cma)] : []),
    actionHtml(TEXTS.askAgent, links.askAgent),
    ...disclaimers.map((disclaimer) => `<p style="font-size:14px">${escapeHtml(disclaimer)}</p>`),
    `<p style="font-size:13px">${escapeHtml(TEXTS.why)}<br><a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(TEXTS.unsubscribe)}</a></p>`,
    `<img src="${escapeHtml(links.openImage)}" width="1" height="1" alt="" style="display:block;border:0">`,
  ].join('');

  return {
    to: [to],
    ...headedMail(TEXTS.subject(month), { text, html }),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
