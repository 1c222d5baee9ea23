import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MlsSourceView } from '@estate/domain';
import { getJson } from '@/api/client';
import { MLS_SOURCES_URL } from './urls';

/** GET /api/mls/sources: each source the replica knows, with its state, figures and last runs. */
export const getMlsSources = () => getJson<MlsSourceView[]>(MLS_SOURCES_URL);

export const getMlsSourcesQueryOptions = () => queryOptions({ queryKey: [MLS_SOURCES_URL], queryFn: () => getMlsSources() });

export const useMlsSources = () => useQuery(getMlsSourcesQueryOptions());
