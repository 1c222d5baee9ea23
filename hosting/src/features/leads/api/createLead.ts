import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export interface CreateLeadVariables {
  payload: Record<string, unknown>;
  /** The same key on a retry makes the server answer the first lead instead of storing a second. */
  idempotencyKey: string;
}

export function useCreateLead() {
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: CreateLeadVariables) =>
      apiRequest('POST', '/api/leads', payload, { 'Idempotency-Key': idempotencyKey }),
  });
}
