import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUserInput, User } from '@estate/domain';
import { sendJson } from '@/api/client';
import { getCurrentUserQueryOptions } from './getCurrentUser';

/** POST /api/register answers the new, signed-in user. */
export const register = (input: NewUserInput) => sendJson<User>('POST', '/api/register', input);

/** The registered user becomes the current user. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => client.setQueryData(getCurrentUserQueryOptions().queryKey, user),
  });
}
