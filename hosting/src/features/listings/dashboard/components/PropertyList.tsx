import { Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import type { Property } from '@estate/domain';
import { useIsMobile } from '@/components/useIsMobile';
import { useStaffProperties } from '@/features/listings/dashboard/api/getStaffProperties';
import { PROPERTY_STATUS_FILTER_OPTIONS, type PropertyStatusFilter } from '@/features/listings/dashboard/listingStatusText';
import { PropertiesTable } from './PropertiesTable';
import type { PropertyActionHandlers } from './PropertyActions';
import { PropertyCardList } from './PropertyCardList';
import { LOAD_FAILURE } from '@/components/loadFailures';
import { LoadFailure } from '@/components/LoadFailure';

/** Newest first, so a listing just added or duplicated is on the first page. */
const newestFirst = (a: Property, b: Property) => b.createdAt.localeCompare(a.createdAt);

/** What an empty list says: none at all, or none of the chosen statuses. */
function emptyText(status: PropertyStatusFilter) {
  if (status === 'all') return "No properties yet. Add the first one with 'Add Property'.";
  const label = PROPERTY_STATUS_FILTER_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return `No properties in '${label}'.`;
}

interface Props extends PropertyActionHandlers {
  status: PropertyStatusFilter;
}

/** The listings of a status filter (all pages of the API): a table on desktop, cards on phones, with loading, error and empty states. */
export function PropertyList({ status, ...handlers }: Props) {
  const { data, isPending, isError, refetch } = useStaffProperties(status);
  const isMobile = useIsMobile();
  const properties = useMemo(() => (data ? [...data].sort(newestFirst) : []), [data]);

  if (isPending) {
    return (
      <div role="status" aria-label="Loading properties">
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (isError) return <LoadFailure title={LOAD_FAILURE.properties} onRetry={refetch} />;
  if (properties.length === 0) return <Empty description={emptyText(status)} />;
  return isMobile ? <PropertyCardList properties={properties} {...handlers} /> : <PropertiesTable properties={properties} {...handlers} />;
}
