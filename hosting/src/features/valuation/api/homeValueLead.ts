import { AGENT_OPINIONS_PATH, HOME_VALUE_LEADS_PATH, type HomeValueLeadCreated } from '@estate/domain';
import { apiCall, sendJson } from '@/api/client';
import type { LeadSendVariables } from '@/components/form/useLeadForm';

/** POST /api/valuations/leads: the seller lead, with its idempotency key and App Check token, as every lead form sends it. */
export const createHomeValueLead = ({ payload, idempotencyKey }: LeadSendVariables) =>
  sendJson<HomeValueLeadCreated>('POST', HOME_VALUE_LEADS_PATH, payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
    appCheck: true,
  });

/** POST /api/valuations/opinions: the owner asks for an agent's opinion; the lead's token is the permission. */
export const askAgentOpinion = (token: string) => apiCall('POST', AGENT_OPINIONS_PATH, { token }, { appCheck: true });
