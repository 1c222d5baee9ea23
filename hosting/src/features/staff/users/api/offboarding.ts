import { useQuery } from '@tanstack/react-query';
import type { DeactivationInput, DeactivationResult, OffboardingPreview, User } from '@estate/domain';
import { getJson, sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { ACCOUNT_READS, userUrl } from './urls';

/** docs/product/dashboard.md#users 'Deactivate': what the account's deactivation would hand over now. */
export const useOffboardingPreview = (id: string) =>
  useQuery({ queryKey: [`${userUrl(id)}/offboarding`], queryFn: () => getJson<OffboardingPreview>(`${userUrl(id)}/offboarding`) });

export const deactivateUser = ({ id, reassignTo }: { id: string } & DeactivationInput) =>
  sendJson<DeactivationResult>('POST', `${userUrl(id)}/deactivate`, { reassignTo });

export const reactivateUser = (id: string) => sendJson<User>('POST', `${userUrl(id)}/reactivate`);

/** The records handed over change the leads, showings and open houses too. */
const HANDOVER_READS = [...ACCOUNT_READS, '/api/leads', '/api/showings', '/api/admin/open-houses'];

export const useDeactivateUser = () => useAdminMutation(deactivateUser, HANDOVER_READS);

export const useReactivateUser = () => useAdminMutation(reactivateUser, ACCOUNT_READS);
