import type { ListingAccess, Property } from '@estate/domain';
import { actionHtml, escapeHtml, fieldsHtml, fieldsText, htmlDocument, textDocument, type OutgoingMail } from '../platform';

/** Where the dashboard lists a private listing's requests. */
export const accessPanelUrl = (siteOrigin: string, propertyId: string) =>
  `${siteOrigin}/admin/private-listings?listing=${encodeURIComponent(propertyId)}`;

/** Tells the listing's agent (or the lead alert recipients) that a client asks to see a private listing. */
export function accessRequestMail(request: ListingAccess, listing: Property, to: string[], siteOrigin: string): OutgoingMail {
  const subject = `Access request: ${listing.title}`;
  const intro = `${request.email} asks to see this private listing. Approve or decline the request in the dashboard.`;
  const fields = [
    { label: 'Client', value: request.email, href: `mailto:${request.email}` },
    { label: 'Listing', value: `${listing.title}, ${listing.address}` },
  ];
  const link = accessPanelUrl(siteOrigin, listing.id);
  return {
    to,
    subject,
    text: textDocument(`${intro}\n\n${fieldsText(fields)}\n\n${link}`),
    html: htmlDocument(subject, `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}${actionHtml('Answer the request', link)}`),
  };
}
