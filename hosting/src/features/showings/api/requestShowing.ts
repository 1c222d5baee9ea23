import { apiCall } from '@/api/client';
import type { LeadSendVariables } from '@/components/form/useLeadForm';
import { SHOWINGS_URL } from './urls';

/** POST /api/showings: the showing form's request, with its lead's idempotency key and App Check token (docs/product/showings.md#schedule-a-showing). */
export const requestShowing = ({ payload, idempotencyKey }: LeadSendVariables) =>
  apiCall('POST', SHOWINGS_URL, payload, { headers: { 'Idempotency-Key': idempotencyKey }, appCheck: true });
