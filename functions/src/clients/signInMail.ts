import { AGENCY, SIGN_IN_LINK_MINUTES } from '@estate/domain';
import { actionHtml, escapeHtml, htmlDocument, textDocument, type OutgoingMail } from '../platform';

/** The site's one-button email about signing in: what it is, the button, and what to do if unasked. */
function signInNotice(
  email: string,
  { subject, body, action, link, unasked }: Record<'subject' | 'body' | 'action' | 'link' | 'unasked', string>,
) {
  return {
    to: [email],
    subject,
    text: textDocument(`${body}\n\n${link}\n\n${unasked}`),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(body)}</p>${actionHtml(action, link)}<p style="font-size:13px">${escapeHtml(unasked)}</p>`,
    ),
  } satisfies OutgoingMail;
}

/** The branded email with a client's sign-in link, sent through the site's own mail server. */
export const signInMail = (email: string, link: string): OutgoingMail =>
  signInNotice(email, {
    subject: `Your sign-in link for ${AGENCY.name}`,
    body: `Use this link to sign in to your ${AGENCY.name} account. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
    action: 'Sign in',
    link,
    unasked: 'If you did not ask for it, ignore this email: nobody can sign in without it.',
  });

/**
 * What a staff address gets in place of a sign-in link: no code (staff sign in with their
 * password), but where to go. Sent so that the request's answer is the same for every address.
 */
export const staffSignInMail = (email: string, staffSignInUrl: string): OutgoingMail =>
  signInNotice(email, {
    subject: `Signing in to ${AGENCY.name}`,
    body: "Someone asked for a sign-in link for this address. Client accounts are for the site's visitors; as a member of staff, sign in with your username and password at the staff sign-in.",
    action: 'Staff sign-in',
    link: staffSignInUrl,
    unasked: 'If you did not ask for it, ignore this email: nothing has changed.',
  });
