/** docs/product/reference.md#entities: every lead source seen, each with the label the dashboard shows. */
export const LEAD_SOURCE_LABELS = {
  popup_lead_form: 'Market report popup',
  consultation_form: 'Consultation form',
  investor_form: 'Investor form',
  contact_form: 'Contact form',
  schedule_form: 'Showing request',
  showing_request: 'Showing request (legacy)',
  account: 'Client account',
  open_house: 'Open house',
  home_value: 'Home valuation',
} as const;

export type LeadSource = keyof typeof LEAD_SOURCE_LABELS;

export const LEAD_SOURCES = Object.keys(LEAD_SOURCE_LABELS) as LeadSource[];

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === 'string' && Object.hasOwn(LEAD_SOURCE_LABELS, value);
}

/** A source's label; a value stored by an older form shows as it is. */
export function leadSourceLabel(source: string): string {
  return isLeadSource(source) ? LEAD_SOURCE_LABELS[source] : source;
}

/** docs/product/reference.md#numbers: leads sort newest first by default. */
export const LEAD_SORT_ORDERS = ['desc', 'asc'] as const;
export type LeadSortOrder = (typeof LEAD_SORT_ORDERS)[number];
