import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PendingSignIn, User } from '@estate/domain';
import { sendJson } from '@/api/client';
import { getCurrentUserQueryOptions } from './getCurrentUser';

/** POST /api/login answers the signed-in user, or (202) the step the sign-in waits for. */
export const login = (input: LoginInput) => sendJson<User | PendingSignIn>('POST', '/api/login', input);

export const isPendingSignIn = (answer: User | PendingSignIn): answer is PendingSignIn => 'step' in answer;

/** The signed-in user becomes the current user; a pending sign-in changes nothing yet. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isPendingSignIn(answer)) client.setQueryData(getCurrentUserQueryOptions().queryKey, answer);
    },
  });
}
