import type { ClientAccount } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_URL } from '@/features/clients/api/urls';

export const setActivityConsent = (granted: boolean) => sendJson<ClientAccount>('PUT', '/api/account/consents/activity', { granted });

export const useSetActivityConsent = () => useAdminMutation(setActivityConsent, [ACCOUNT_URL]);
