import { AGENCY, listingPlace, privateListingTitle, type ListingAccess, type Property } from '@estate/domain';
import { actionHtml, escapeHtml, htmlDocument, textDocument, type OutgoingMail } from '../platform';

/** Tells a client the listing's agent answered: they may see the home now, or not. Never the address. */
export function accessAnswerMail(access: ListingAccess, listing: Property, siteOrigin: string): OutgoingMail {
  const home = privateListingTitle(listingPlace(listing));
  const approved = access.status === 'approved';
  const subject = approved ? `You can now see this home: ${home}` : `About your request: ${home}`;
  const line = approved
    ? `The listing agent opened this private home to you. Sign in to ${AGENCY.name} to see it.`
    : `The listing agent did not open this private home to you. Contact us if your plans have changed.`;
  const link = `${siteOrigin}/properties/${encodeURIComponent(listing.id)}`;
  return {
    to: [access.email],
    subject,
    text: textDocument(approved ? `${line}\n\n${link}` : line),
    html: htmlDocument(subject, `<p>${escapeHtml(line)}</p>${approved ? actionHtml('See the home', link) : ''}`),
  };
}
