/** What the site says when App Check refuses a form's request (docs/product/leads.md#app-check). */
export const APP_CHECK_TEXTS = {
  /** The 401's `message`, which the forms show as it is. */
  refused: 'We could not confirm this request came from our site. Reload the page and try again.',
  /** The lead forms' notice above their button: they keep what was typed. */
  title: 'We could not confirm this came from our site',
  description: 'Everything you typed is still here. Try again; if this comes back, reload the page and send it once more.',
  /** A check-in at the door, kept on the device and tried again. */
  checkInKept: 'We could not confirm this check-in came from our site. It is kept on this device and will be sent again.',
} as const;
