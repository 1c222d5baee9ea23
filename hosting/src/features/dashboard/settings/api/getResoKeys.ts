import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResoKey } from '@estate/domain';
import { getJson } from '@/api/client';
import { RESO_KEYS_URL } from './urls';

/** GET /api/admin/settings/reso-keys: the RESO feed's keys, newest first (never the keys themselves). */
export const getResoKeys = () => getJson<ResoKey[]>(RESO_KEYS_URL);

export const getResoKeysQueryOptions = () => queryOptions({ queryKey: [RESO_KEYS_URL], queryFn: () => getResoKeys() });

export const useResoKeys = () => useQuery(getResoKeysQueryOptions());
