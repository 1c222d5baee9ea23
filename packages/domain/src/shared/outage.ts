/**
 * What the site says when a service behind it (the database, sign-in, file storage, mail) does not
 * answer in time (docs/product/api.md#outages): the API's 503 `message`, the lead forms' notice and the
 * public pages' 503 page.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Nothing was lost: please try again in a few seconds.';

/** A lead form whose send failed for a 503 or a lost connection: the visitor's work stays in the form. */
export const LEAD_SEND_INTERRUPTED = {
  title: 'Your message has not been sent yet',
  description: 'Everything you typed is still here. Try again in a moment; it will be sent only once.',
  retry: 'Try again',
} as const;

/** The public pages' 503 page, when a page's data did not come in time and no earlier render is kept. */
export const PAGE_UNAVAILABLE = {
  title: 'This page is briefly unavailable',
  description: 'We could not load it just now. Please try again in a few seconds.',
  retry: 'Try again',
} as const;
