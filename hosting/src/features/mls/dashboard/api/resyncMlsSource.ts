import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { MLS_SOURCES_URL, mlsSourceActionUrl } from './urls';

/** POST /api/mls/sources/{id}/resync: the source's next run reads every listing again and reconciles the keys. */
export const resyncMlsSource = (id: string) => sendJson<{ message: string }>('POST', mlsSourceActionUrl(id, 'resync'), {});

export const useResyncMlsSource = () => useAdminMutation(resyncMlsSource, [MLS_SOURCES_URL]);
