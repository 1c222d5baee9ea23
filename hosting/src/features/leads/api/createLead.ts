import { apiCall } from '@/api/client';
import type { LeadSendVariables } from '@/components/form/useLeadForm';

/** POST /api/leads, which each lead form hands useLeadForm to send with. */
export const createLead = ({ payload, idempotencyKey }: LeadSendVariables) =>
  apiCall('POST', '/api/leads', payload, { headers: { 'Idempotency-Key': idempotencyKey }, appCheck: true });
