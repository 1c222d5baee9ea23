import type { PersonalDataSection } from '../clients';
import type { AlertRepository } from './alertRepository';
import type { SavedSearchRepository } from './savedSearchRepository';

/** What the alerts keep about a client, for their export and for the deletion of their account. */
export function alertPersonalData(
  searches: Pick<SavedSearchRepository, 'list' | 'removeAll'>,
  alerts: Pick<AlertRepository, 'history' | 'removeAll'>,
): PersonalDataSection[] {
  return [
    { name: 'savedSearches', export: ({ uid }) => searches.list(uid), erase: ({ uid }) => searches.removeAll(uid) },
    { name: 'alerts', export: ({ uid }) => alerts.history(uid), erase: ({ uid }) => alerts.removeAll(uid) },
  ];
}
