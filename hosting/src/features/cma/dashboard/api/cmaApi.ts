import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CMAS_PATH,
  type Cma,
  type CmaChoicesInput,
  type CmaPublished,
  type CmaSummary,
  type CmaWorkspace,
  type NewCmaInput,
} from '@estate/domain';
import { getJson, sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';

const cmaUrl = (id: string) => `${CMAS_PATH}/${encodeURIComponent(id)}`;
const cmaListUrl = (leadId?: string) => (leadId ? `${CMAS_PATH}?leadId=${encodeURIComponent(leadId)}` : CMAS_PATH);

/** GET /api/cmas/{id}: the CMA, its candidates and the estimate of its choices. */
export const useCmaWorkspace = (id: string) =>
  useQuery(queryOptions({ queryKey: [cmaUrl(id)], queryFn: () => getJson<CmaWorkspace>(cmaUrl(id)) }));

/** GET /api/cmas: a lead's CMAs, or the signed-in member's own. */
export const useCmaList = (leadId?: string) =>
  useQuery(queryOptions({ queryKey: [cmaListUrl(leadId)], queryFn: () => getJson<CmaSummary[]>(cmaListUrl(leadId)) }));

/** POST /api/cmas: a draft from a seller lead or an address and facts; the lead's timeline is untouched until it is published. */
export const useCreateCma = () => useAdminMutation((input: NewCmaInput) => sendJson<Cma>('POST', CMAS_PATH, input), [CMAS_PATH]);

/** PUT /api/cmas/{id}, then (when `publish`) POST /api/cmas/{id}/publish: the lead's copy and timeline change, so leads refresh too. */
export const useSaveCma = (id: string) =>
  useAdminMutation(
    async ({ choices, publish }: { choices: CmaChoicesInput; publish: boolean }) => {
      const saved = await sendJson<CmaWorkspace>('PUT', cmaUrl(id), choices);
      return publish ? await sendJson<CmaPublished>('POST', `${cmaUrl(id)}/publish`) : saved;
    },
    [CMAS_PATH, '/api/leads', '/api/debug/leads'],
  );
