import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/api/client';

export interface CreateLeadVariables {
  payload: Record<string, unknown>;
  /** The same key on a retry makes the server answer the first lead instead of storing a second. */
  idempotencyKey: string;
}

export const createLead = ({ payload, idempotencyKey }: CreateLeadVariables) =>
  apiCall('POST', '/api/leads', payload, { headers: { 'Idempotency-Key': idempotencyKey }, appCheck: true });

export const useCreateLead = () => useMutation({ mutationFn: createLead });
