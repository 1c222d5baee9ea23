import { searchMatchKeys, type AlertFrequency, type SavedSearchFilters } from '@estate/domain';
import { searchWords } from '../listings';
import type { NewSavedSearch } from './savedSearchRepository';

/**
 * A search as it is stored: its keyword split as listings' searchTerms are, the keys that find it
 * (searchMatchKeys), and whether it alerts at all (not off, and the client has not turned every alert off).
 */
export function newSavedSearch(
  name: string,
  filters: SavedSearchFilters,
  frequency: AlertFrequency,
  clientAlertsOff: boolean,
): NewSavedSearch {
  const search = filters.search?.trim() || undefined;
  const kept: SavedSearchFilters = { ...filters, search };
  return {
    name,
    filters: kept,
    words: search ? searchWords(search) : [],
    frequency,
    matchKeys: searchMatchKeys(kept),
    alerting: isAlerting(frequency, clientAlertsOff),
  };
}

export const isAlerting = (frequency: AlertFrequency, clientAlertsOff: boolean) => frequency !== 'off' && !clientAlertsOff;
