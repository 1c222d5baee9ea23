import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAccount, SignInCompletion } from '@estate/domain';
import { sendJson } from '@/api/client';
import { ACCOUNT_STATE_URL } from '@/features/clients/api/urls';

export const completeSignIn = (completion: SignInCompletion) =>
  sendJson<{ account: ClientAccount; next?: string }>('POST', '/api/account/session', completion);

export function useCompleteSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: completeSignIn, onSuccess: () => client.invalidateQueries({ queryKey: [ACCOUNT_STATE_URL] }) });
}
