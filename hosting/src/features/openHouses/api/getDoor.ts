import { useQuery } from '@tanstack/react-query';
import type { GuestOpenHouse } from '@estate/domain';
import { getJson } from '@/api/client';
import { doorUrl, withQuery } from './urls';

/** GET /api/open-houses/{id}/door: the check-in page's heading, for the host's session or the door's code. */
export const getDoor = (id: string, door?: string) => getJson<GuestOpenHouse>(door ? withQuery(doorUrl(id), 'door', door) : doorUrl(id));

export const useDoor = (id: string, door?: string) => useQuery({ queryKey: [doorUrl(id), door ?? ''], queryFn: () => getDoor(id, door) });
