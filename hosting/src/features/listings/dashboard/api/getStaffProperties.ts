import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_HEADERS, type Property } from '@estate/domain';
import { apiRequest } from '@/api/client';
import type { PropertyStatusFilter } from '@/features/listings/dashboard/listingStatusText';
import { PROPERTIES_URL } from './urls';

/** The API's largest page: the fewest requests to read every listing. */
const PAGE_SIZE = 50;

/**
 * Every listing of the agency's own of a status filter, all pages followed:
 * GET /api/properties?source=agency&status=…, whose off-market and all choices only admins may
 * read (and read whole, unlike the public's). MLS listings are the MLS's to change, not staff's.
 */
export async function getStaffProperties(status: PropertyStatusFilter): Promise<Property[]> {
  const properties: Property[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ source: 'agency', status, limit: String(PAGE_SIZE) });
    if (cursor) params.set('cursor', cursor);
    const response = await apiRequest('GET', `${PROPERTIES_URL}?${params.toString()}`);
    properties.push(...((await response.json()) as Property[]));
    cursor = response.headers.get(PAGE_HEADERS.nextCursor);
  } while (cursor);
  return properties;
}

export const getStaffPropertiesQueryOptions = (status: PropertyStatusFilter) =>
  queryOptions({ queryKey: [PROPERTIES_URL, { all: true, status }], queryFn: () => getStaffProperties(status) });

export const useStaffProperties = (status: PropertyStatusFilter) => useQuery(getStaffPropertiesQueryOptions(status));
