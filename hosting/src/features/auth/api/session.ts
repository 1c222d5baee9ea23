import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, NewUserInput, User } from '@estate/domain';
import { apiCall, apiRequest } from '@/api/client';
import { currentUserKey } from './currentUser';

/** POST /api/login and /api/register answer the signed-in user, which becomes the current user. */
function useSignIn<Input>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await (await apiRequest('POST', path, input)).json()) as User,
    onSuccess: (user) => client.setQueryData(currentUserKey, user),
  });
}

export const useLogin = () => useSignIn<LoginInput>('/api/login');
export const useRegister = () => useSignIn<NewUserInput>('/api/register');

/** POST /api/logout; afterwards nothing the staff loaded stays in memory. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST', '/api/logout'),
    onSuccess: () => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      client.setQueryData(currentUserKey, null);
    },
  });
}
