import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/api/client';
import { getCurrentUserQueryOptions } from './getCurrentUser';

export const logout = () => apiCall('POST', '/api/logout');

/** POST /api/logout; afterwards nothing the staff loaded stays in memory. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      const { queryKey } = getCurrentUserQueryOptions();
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
      client.setQueryData(queryKey, null);
    },
  });
}
