/** docs/product/dashboard.md#site-health: the errors the browser reports, each of one kind. */
export const SITE_ERROR_KINDS = ['uncaught', 'rejection', 'hydration', 'boundary'] as const;
export type SiteErrorKind = (typeof SITE_ERROR_KINDS)[number];

export const SITE_ERROR_KIND_LABELS: Readonly<Record<SiteErrorKind, string>> = {
  uncaught: 'Uncaught error',
  rejection: 'Unhandled promise rejection',
  hydration: 'Hydration error',
  boundary: 'Caught by an error boundary',
};

/** The longest message kept, in characters: the line that names the error, not a page's text. */
export const SITE_ERROR_MESSAGE_MAX = 200;

/** What a scrubbed part of a message becomes. */
export const SCRUBBED = { email: '[email]', id: '[id]', number: '[number]' } as const;

// A query or fragment glued to what comes before it (a URL's `?args[]=…`, `#access_token=…`), not a
// lone '#' as in 'React error #418'.
const URL_QUERY = /(?<=\S)[?#][^\s'"`<>]+/g;
const EMAIL = /[^\s@'"`<>()[\]:;,]+@[^\s@'"`<>()[\]:;,]+\.[a-z]{2,}/gi;
// A token of 16 or more letters and digits with a digit in it: a document id, a token, a hash.
const ID = /\b(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{16,}\b/g;
// Seven digits or more with the separators of a phone number between them, or four in a row.
const NUMBER = /\+?\(?\d(?:[\s().-]*\d){6,}|\d{4,}/g;

/**
 * An error's message as the browser sends it and the server keeps it: its first line, without
 * URLs' queries and fragments, emails, ids, phone numbers and runs of four or more digits
 * (amounts, times), whitespace collapsed, at most SITE_ERROR_MESSAGE_MAX characters. Scrubbing
 * twice changes nothing, and equal errors seen with other numbers or ids read the same.
 */
export function scrubErrorMessage(message: string): string {
  const scrubbed = (message.split('\n', 1)[0] ?? '')
    .replace(URL_QUERY, '')
    .replace(EMAIL, SCRUBBED.email)
    .replace(ID, SCRUBBED.id)
    .replace(NUMBER, SCRUBBED.number)
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > SITE_ERROR_MESSAGE_MAX ? `${scrubbed.slice(0, SITE_ERROR_MESSAGE_MAX - 1)}…` : scrubbed;
}
