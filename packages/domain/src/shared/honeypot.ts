/**
 * A hidden, autocomplete-off field in every lead form: people never see it, form-filling bots
 * do. A lead that arrives with it filled is answered as usual and never stored.
 */
export const HONEYPOT_FIELD = 'website';
