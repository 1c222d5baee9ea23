import { AGENCY, SIGN_IN_LINK_MINUTES } from '@estate/domain';
import { actionHtml, escapeHtml, htmlDocument, textDocument, type OutgoingMail } from '../platform';

/** The branded email with a client's sign-in link, sent through the site's own mail server. */
export function signInMail(email: string, link: string): OutgoingMail {
  const subject = `Your sign-in link for ${AGENCY.name}`;
  const lines = [
    `Use this link to sign in to your ${AGENCY.name} account. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
    `If you did not ask for it, ignore this email: nobody can sign in without it.`,
  ];
  return {
    to: [email],
    subject,
    text: textDocument(`${lines[0]}\n\n${link}\n\n${lines[1]}`),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p>${actionHtml('Sign in', link)}<p style="font-size:13px">${escapeHtml(lines[1]!)}</p>`,
    ),
  };
}

/**
 * What a staff address gets in place of a sign-in link: no code (staff sign in with their
 * password), but where to go. Sent so that the request's answer is the same for every address.
 */
export function staffSignInMail(email: string, staffSignInUrl: string): OutgoingMail {
  const subject = `Signing in to ${AGENCY.name}`;
  const lines = [
    `Someone asked for a sign-in link for this address. Client accounts are for the site's visitors; as a member of staff, sign in with your username and password at the staff sign-in.`,
    `If you did not ask for it, ignore this email: nothing has changed.`,
  ];
  return {
    to: [email],
    subject,
    text: textDocument(`${lines[0]}\n\n${staffSignInUrl}\n\n${lines[1]}`),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p>${actionHtml('Staff sign-in', staffSignInUrl)}<p style="font-size:13px">${escapeHtml(lines[1]!)}</p>`,
    ),
  };
}
