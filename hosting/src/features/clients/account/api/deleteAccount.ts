import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/api/client';
import { ACCOUNT_URL } from '@/features/clients/api/urls';

export const deleteAccount = () => sendJson<{ message: string }>('DELETE', ACCOUNT_URL);

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => client.removeQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(ACCOUNT_URL) }),
  });
}
