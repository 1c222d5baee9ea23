import { useQuery } from '@tanstack/react-query';
import type { OpenHouseGuests } from '@estate/domain';
import { getJson } from '@/api/client';
import { openHouseGuestsUrl } from './urls';

/** GET /api/admin/open-houses/{id}/guests: who replied and who came. */
export const getOpenHouseGuests = (id: string) => getJson<OpenHouseGuests>(openHouseGuestsUrl(id));

export const useOpenHouseGuests = (id: string) => useQuery({ queryKey: [openHouseGuestsUrl(id)], queryFn: () => getOpenHouseGuests(id) });
