import { HOME_VALUE_LEADS_PATH, type HomeValueLeadCreated } from '@estate/domain';
import { sendJson } from '@/api/client';
import type { LeadSendVariables } from '@/components/form/useLeadForm';

/** POST /api/valuations/leads: the seller lead, with its idempotency key and App Check token, as every lead form sends it. */
export const createHomeValueLead = ({ payload, idempotencyKey }: LeadSendVariables) =>
  sendJson<HomeValueLeadCreated>('POST', HOME_VALUE_LEADS_PATH, payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
    appCheck: true,
  });
