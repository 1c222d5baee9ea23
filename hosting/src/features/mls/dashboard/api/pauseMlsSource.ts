import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { MLS_SOURCES_URL, mlsSourceActionUrl } from './urls';

/** POST /api/mls/sources/{id}/pause: the source's runs skip it until it is resumed. */
export const pauseMlsSource = (id: string) => sendJson<{ message: string }>('POST', mlsSourceActionUrl(id, 'pause'), {});

export const usePauseMlsSource = () => useAdminMutation(pauseMlsSource, [MLS_SOURCES_URL]);
