import { useQuery } from '@tanstack/react-query';
import { PROPERTY_PAGE_SIZE, type Property, type PropertyListQuery, type PropertyPage } from '@estate/domain';
import { fetchPropertyPage } from './getProperties';

export const allPropertiesKey = ['/api/properties', { all: true }] as const;

/**
 * Every listing, all pages followed in the API's largest pages, ordered by title. `readPage` is
 * the API in the browser and the repositories on the server.
 */
export async function readAllProperties(
  readPage: (query: PropertyListQuery, cursor?: string) => Promise<PropertyPage>,
): Promise<Property[]> {
  const properties: Property[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage({ limit: PROPERTY_PAGE_SIZE.max }, cursor);
    properties.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return properties.sort((a, b) => a.title.localeCompare(b.title));
}

/** Every listing (for pickers such as the showing form's). */
export function useAllProperties() {
  return useQuery<Property[]>({ queryKey: allPropertiesKey, queryFn: () => readAllProperties(fetchPropertyPage) });
}
