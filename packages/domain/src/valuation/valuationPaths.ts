/**
 * The valuation's API routes (docs/product/api.md#api): a module of their own, without the schemas,
 * so a page that only calls one (the homeowner report's "ask an agent") carries no yup.
 */
export const VALUATIONS_PATH = '/api/valuations';
/** GET /api/valuations/addresses?q=: the public listings and sales whose street address starts with or contains the text. */
export const VALUATION_ADDRESSES_PATH = `${VALUATIONS_PATH}/addresses`;
export const HOME_VALUE_LEADS_PATH = `${VALUATIONS_PATH}/leads`;
/** POST { token }: the owner asks for an agent's opinion, from the page or the monthly report. */
export const AGENT_OPINIONS_PATH = `${VALUATIONS_PATH}/opinions`;
