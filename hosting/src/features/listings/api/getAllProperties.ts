import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/domain';
import { getProperties } from './getProperties';

/** The API's largest page: the fewest requests to read every listing. */
const PAGE_SIZE = 50;

/**
 * Every listing of the agency's own, all pages followed, ordered by title (for pickers such as the
 * showing form's): the MLS's listings are thousands, and reached from their own pages.
 */
export async function getAllProperties(): Promise<Property[]> {
  const properties: Property[] = [];
  let cursor: string | undefined;
  do {
    const page = await getProperties({ source: 'agency', limit: PAGE_SIZE }, cursor);
    properties.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return properties.sort((a, b) => a.title.localeCompare(b.title));
}

export const getAllPropertiesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/properties', { all: true }], queryFn: () => getAllProperties() });

export const useAllProperties = () => useQuery(getAllPropertiesQueryOptions());
