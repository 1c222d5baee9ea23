import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VALUATIONS_PATH, type ValuationAnswer, type ValuationRequest } from '@estate/domain';
import { sendJson } from '@/api/client';

/** POST /api/valuations: the estimate of the home as the page asks it, drops and adds included. */
export const getValuation = (request: ValuationRequest) => sendJson<ValuationAnswer>('POST', VALUATIONS_PATH, request, { appCheck: true });

/**
 * The answer to the page's latest request; the last answer stays shown while the next loads, so
 * the range moves rather than blinks. Nothing is asked while the facts are not valid.
 */
export const useValuation = (request: ValuationRequest | undefined) =>
  useQuery({
    queryKey: [VALUATIONS_PATH, request],
    queryFn: () => getValuation(request!),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
