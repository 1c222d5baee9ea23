import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingEvent } from '@estate/domain';
import { getJson } from '@/api/client';
import { propertyEventsUrl } from './urls';

/** GET /api/properties/{id}/events (admins): every history entry, corrections included, in recorded order. */
export const getPropertyEvents = (id: string) => getJson<ListingEvent[]>(propertyEventsUrl(id));

export const getPropertyEventsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [propertyEventsUrl(id)], queryFn: () => getPropertyEvents(id) });

export const usePropertyEvents = (id: string) => useQuery(getPropertyEventsQueryOptions(id));
