import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/api/client';

export interface CreateLeadVariables {
  payload: Record<string, unknown>;
  /** The same key on a retry makes the server answer the first lead instead of storing a second. */
  idempotencyKey: string;
}

export function useCreateLead() {
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: CreateLeadVariables) =>
      apiCall('POST', '/api/leads', payload, { 'Idempotency-Key': idempotencyKey }),
  });
}
