import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNED_OUT_STATE, type ClientSessionState } from '@estate/domain';
import { getJson } from '@/api/client';
import { useHydrated } from '@/components/useHydrated';
import { hasClientHint } from '@/features/clients/clientHint';
import { ACCOUNT_STATE_URL } from './urls';

export const getClientState = () => getJson<ClientSessionState>(ACCOUNT_STATE_URL);

export const getClientStateQueryOptions = () => queryOptions({ queryKey: [ACCOUNT_STATE_URL], queryFn: getClientState, staleTime: 30_000 });

/**
 * Who is signed in, with their hearts: asked after hydration, so the server's HTML (cached, the
 * same for everyone) never holds it. Signed out (no hint cookie) it is SIGNED_OUT_STATE, unasked.
 */
export function useClientState(): { state: ClientSessionState; loading: boolean } {
  const hydrated = useHydrated();
  const enabled = hydrated && hasClientHint();
  const query = useQuery({ ...getClientStateQueryOptions(), enabled });
  return { state: query.data ?? SIGNED_OUT_STATE, loading: enabled && query.isPending };
}
