import {
  ALERT_FREQUENCY_LABELS,
  ALERT_REASON_LABELS,
  CLIENT_ACCOUNT_PATH,
  formatPrice,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PATH,
  type SendingFrequency,
  listingPlace,
} from '@estate/domain';
import { actionHtml, escapeHtml, htmlDocument, singleLine, textDocument, type OutgoingMail } from '../platform';
import type { StoredAlert } from './alertRepository';

export interface AlertMailInput {
  to: string;
  /** One search's alerts, or (search undefined) one client's favourites'. */
  alerts: StoredAlert[];
  search?: { name: string; query: string };
  /** instant: as it happened; daily or weekly: a digest. */
  frequency: SendingFrequency;
  siteOrigin: string;
  /** Signed tokens: this search's alerts (for favourites, every alert) and every alert. */
  tokens: { one: string; all: string };
  /** The disclaimers of the MLSs whose listings the email shows, each once. */
  disclaimers?: string[];
}

const listingUrl = (siteOrigin: string, id: string) => `${siteOrigin}/property/${encodeURIComponent(id)}`;

/** What changed, in one line: "Price cut from $850,000 to $799,000". */
function changeLine(alert: StoredAlert): string {
  const { listing } = alert;
  const facts = `${listing.bedrooms} bd · ${listing.bathrooms} ba · ${listingPlace(listing)}${listing.listedBy ? ` · ${listing.listedBy}` : ''}`;
  if (alert.reason === 'priceCut')
    return `Price cut from ${formatPrice(alert.previousPrice ?? listing.price)} to ${formatPrice(listing.price)} · ${facts}`;
  if (alert.reason === 'status')
    return `Now ${listing.status}${alert.previousStatus ? ` (was ${alert.previousStatus})` : ''} · ${formatPrice(listing.price)} · ${facts}`;
  return `${listing.status === 'Coming Soon' ? 'Coming soon' : 'New listing'} · ${formatPrice(listing.price)} · ${facts}`;
}

function subjectOf({ alerts, search, frequency }: AlertMailInput): string {
  const title = alerts[0]!.listing.title;
  if (frequency !== 'instant') {
    const updates = `${alerts.length} update${alerts.length === 1 ? '' : 's'}`;
    return `Your ${frequency} digest${search ? ` for “${search.name}”` : ''}: ${updates}`;
  }
  if (alerts.length > 1) return `${alerts.length} updates${search ? ` for “${search.name}”` : ' on your favourites'}`;
  const reason = ALERT_REASON_LABELS[alerts[0]!.reason];
  return search ? `${reason} for “${search.name}”: ${title}` : `${reason} on your favourite: ${title}`;
}

/**
 * One email of alerts: each listing with what changed and its link, the search's listing, and the
 * unsubscribe links of RFC 8058 (headers for the mail client's one-click button, links for the reader).
 */
export function alertMail(input: AlertMailInput): OutgoingMail {
  const { to, alerts, search, frequency, siteOrigin, tokens, disclaimers = [] } = input;
  const subject = singleLine(subjectOf(input));
  const page = (token: string) => `${siteOrigin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  const oneClick = `${siteOrigin}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(tokens.one)}`;
  const account = `${siteOrigin}${CLIENT_ACCOUNT_PATH}`;
  const browse = search && `${siteOrigin}/properties${search.query ? `?${search.query}` : ''}`;
  const why = search
    ? `You get this email because you saved the search “${search.name}” with alerts: ${ALERT_FREQUENCY_LABELS[frequency]}.`
    : 'You get this email because these homes are in your favourites.';
  const stopOne = search ? `Stop the alerts of this search` : 'Stop every alert';
  const intro = search
    ? `${frequency === 'instant' ? 'News' : `Your ${frequency} digest`} for your saved search “${search.name}”:`
    : 'News about homes in your favourites:';

  const text = [
    intro,
    alerts.map((alert) => `${alert.listing.title}\n${changeLine(alert)}\n${listingUrl(siteOrigin, alert.listingId)}`).join('\n\n'),
    ...(browse ? [`Every home of this search: ${browse}`] : []),
    ...disclaimers,
    [
      why,
      `${stopOne}: ${page(tokens.one)}`,
      ...(search ? [`Stop every alert: ${page(tokens.all)}`] : []),
      `Change your alerts: ${account}`,
    ].join('\n'),
  ].join('\n\n');

  const items = alerts
    .map(
      (alert) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(listingUrl(siteOrigin, alert.listingId))}" style="font-size:17px">${escapeHtml(alert.listing.title)}</a><br><span style="font-size:14px">${escapeHtml(changeLine(alert))}</span></li>`,
    )
    .join('');
  const links = [
    `<a href="${escapeHtml(page(tokens.one))}">${escapeHtml(stopOne)}</a>`,
    ...(search ? [`<a href="${escapeHtml(page(tokens.all))}">Stop every alert</a>`] : []),
    `<a href="${escapeHtml(account)}">Change your alerts</a>`,
  ].join(' · ');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul style="margin:0;padding-left:20px">${items}</ul>`,
    ...(browse ? [actionHtml('See every home of this search', browse)] : []),
    ...disclaimers.map((disclaimer) => `<p style="font-size:14px">${escapeHtml(disclaimer)}</p>`),
    `<p style="font-size:13px">${escapeHtml(why)}<br>${links}</p>`,
  ].join('');

  return {
    to: [to],
    subject,
    text: textDocument(text),
    html: htmlDocument(subject, html),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
