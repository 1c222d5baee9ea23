import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/api/client';

export const signOut = () => sendJson<{ message: string }>('POST', '/api/account/sign-out');

/** Signs out and forgets every per-session read (the account's, the hearts'). */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => client.removeQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/api/account') }),
  });
}
