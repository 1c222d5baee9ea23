import { apiCall } from '@/api/client';

export interface CreateLeadVariables {
  payload: Record<string, unknown>;
  /** The same key on a retry makes the server answer the first lead instead of storing a second. */
  idempotencyKey: string;
}

/** POST /api/leads; useLeadForm wraps it (or the form's own route, as the showing form's) in its mutation. */
export const createLead = ({ payload, idempotencyKey }: CreateLeadVariables) =>
  apiCall('POST', '/api/leads', payload, { headers: { 'Idempotency-Key': idempotencyKey }, appCheck: true });
