import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { MLS_SOURCES_URL, mlsSourceActionUrl } from './urls';

/** POST /api/mls/sources/{id}/resume: the source's runs take it again. */
export const resumeMlsSource = (id: string) => sendJson<{ message: string }>('POST', mlsSourceActionUrl(id, 'resume'), {});

export const useResumeMlsSource = () => useAdminMutation(resumeMlsSource, [MLS_SOURCES_URL]);
