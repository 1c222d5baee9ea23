import { Alert, Button, Empty, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type AlertFrequency,
  type SavedSearch,
} from '@estate/domain';
import { errorMessage } from '@/api/client';
import { LoadFailure } from '@/components/LoadFailure';
import { PageSpinner } from '@/components/PageSpinner';
import { useToast } from '@/components/toasts';
import { useAccount } from '@/features/clients';
import { useDeleteSavedSearch } from '@/features/savedSearches/api/deleteSavedSearch';
import { useSavedSearches } from '@/features/savedSearches/api/getSavedSearches';
import { useSetAlertsOff } from '@/features/savedSearches/api/setAlertsOff';
import { useUpdateSavedSearch } from '@/features/savedSearches/api/updateSavedSearch';
import { DRAWN_AREA_NAME } from '@/features/savedSearches/searchQuery';
import styles from './SavedSearches.module.css';

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

/** One saved search: its name (changed on leaving the field), how often it alerts, whether it is a drawn area's, its listing, delete. */
function SearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const [name, setName] = useState(search.name);
  const failed = (error: unknown) =>
    toast.error({ title: 'Your saved search was not changed', description: errorMessage(error, 'Please try again in a moment.') });
  const nameId = `saved-search-name-${search.id}`;
  const frequencyId = `saved-search-frequency-${search.id}`;
  const rename = () => {
    const trimmed = name.trim();
    if (trimmed === search.name) return;
    if (!trimmed) return setName(search.name);
    update.mutate({ id: search.id, name: trimmed }, { onError: failed });
  };

  return (
    <li className={styles.row}>
      <div className={styles.rowActions}>
        <div className={styles.field}>
          <label htmlFor={nameId} className={styles.label}>
            Name
          </label>
          <Input
            id={nameId}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            onBlur={rename}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={frequencyId} className={styles.label}>
            Alerts
          </label>
          <Select<AlertFrequency>
            id={frequencyId}
            value={search.frequency}
            options={FREQUENCY_OPTIONS}
            loading={update.isPending}
            onChange={(frequency) => update.mutate({ id: search.id, frequency }, { onError: failed })}
          />
        </div>
        {search.filters.area && <span className={styles.area}>{DRAWN_AREA_NAME}</span>}
        <Link to={`/properties${search.query ? `?${search.query}` : ''}`}>See the homes</Link>
        <Button
          onClick={() => remove.mutate(search.id, { onError: failed })}
          loading={remove.isPending}
          aria-label={`Delete ${search.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Every alert at once: the same switch as the emails' "Stop every alert" link. */
function AllAlerts({ alertsOff }: { alertsOff: boolean }) {
  const setOff = useSetAlertsOff();
  const toast = useToast();
  return (
    <label className={styles.switch}>
      <Switch
        checked={!alertsOff}
        loading={setOff.isPending}
        onChange={(on) =>
          setOff.mutate(!on, {
            onSuccess: () => toast.success({ title: on ? 'Alerts are on' : 'Every alert is off' }),
            onError: (error) =>
              toast.error({ title: 'Your alerts were not changed', description: errorMessage(error, 'Please try again.') }),
          })
        }
      />
      Email me alerts about my saved searches and favourites
    </label>
  );
}

/** The account's Saved searches tab (docs/product/clients.md#saved-searches-and-alerts). */
export function SavedSearchesPanel() {
  const searches = useSavedSearches();
  const account = useAccount();
  if (searches.isPending || account.isPending) return <PageSpinner />;
  if (searches.isError) return <LoadFailure title="Your saved searches could not be loaded." onRetry={() => searches.refetch()} />;
  const alertsOff = account.data?.alertsOff === true;
  return (
    <>
      <AllAlerts alertsOff={alertsOff} />
      {alertsOff && (
        <Alert
          type="info"
          showIcon
          title="Every alert is off: no search or favourite emails you until you turn alerts back on."
          style={{ marginBottom: 16 }}
        />
      )}
      {searches.data.length === 0 ? (
        <Empty description="No saved searches yet. Filter the homes for sale, then choose Save this search.">
          <Link to="/properties">Browse homes</Link>
        </Empty>
      ) : (
        <ul className={styles.list}>
          {searches.data.map((search) => (
            <SearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </>
  );
}
