/** docs/product/clients.md#saved-searches-and-alerts: what a client sends about their saved searches. */
import { boolean, mixed, object, string, type InferType } from 'yup';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, type AlertFrequency } from './savedSearch';
import { trimmedString } from '../shared/fields';
import { propertyQuerySchema } from '../listings/listingQuery';
import { publicStatusParam } from '../listings/listingMapSchema';

/**
 * The filters of a saved search, read from /properties' query string with the listing's own rules
 * and messages; only the public status choices (a client never searches off-market listings).
 */
export const savedSearchFiltersSchema = propertyQuerySchema
  .pick(['search', 'neighborhood', 'city', 'propertyType', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms', 'source', 'area'])
  .shape({ status: publicStatusParam() });

const nameMessage = `Name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`;
const name = () => trimmedString().typeError('Name must be text').max(SAVED_SEARCH_NAME_MAX_LENGTH, nameMessage);
const frequencyMessage = `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}`;
const frequency = () => mixed<AlertFrequency>().oneOf(ALERT_FREQUENCIES, frequencyMessage);

/** The longest query string a search keeps: its filters, written out, are far shorter. */
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 1000;

/** POST /api/account/searches: a name, a frequency and the listing's query string (its filters). */
export const savedSearchSchema = object({
  name: name().required('Please name this search'),
  frequency: frequency().required(frequencyMessage),
  query: string()
    .typeError('query must be the query string of /properties')
    .max(SAVED_SEARCH_QUERY_MAX_LENGTH, `query must be at most ${SAVED_SEARCH_QUERY_MAX_LENGTH} characters`)
    .default(''),
});

/** PATCH /api/account/searches/:id: a new name, a new frequency, or both. */
export const savedSearchChangeSchema = object({
  name: name().min(1, 'Please name this search'),
  frequency: frequency(),
}).test('something', 'Send a new name or frequency', (change) => change.name !== undefined || change.frequency !== undefined);

/** PUT /api/account/alerts: every alert off (the email's "all alerts" link does the same), or back on. */
export const alertsSwitchSchema = object({
  alertsOff: boolean().strict().required('alertsOff must be true or false').typeError('alertsOff must be true or false'),
});

export type SavedSearchInput = InferType<typeof savedSearchSchema>;
export type SavedSearchChange = InferType<typeof savedSearchChangeSchema>;
export type AlertsSwitch = InferType<typeof alertsSwitchSchema>;
