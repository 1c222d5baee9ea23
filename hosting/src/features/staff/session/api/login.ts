import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@estate/domain';
import { sendJson } from '@/api/client';
import { getCurrentUserQueryOptions } from './getCurrentUser';

/** POST /api/login answers the signed-in user. */
export const login = (input: LoginInput) => sendJson<User>('POST', '/api/login', input);

/** The signed-in user becomes the current user. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => client.setQueryData(getCurrentUserQueryOptions().queryKey, user),
  });
}
