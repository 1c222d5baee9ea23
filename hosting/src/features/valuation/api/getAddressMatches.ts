import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADDRESS_MATCH_LIMITS, VALUATION_ADDRESSES_PATH, type AddressMatch } from '@estate/domain';
import { getJson } from '@/api/client';

const addressesUrl = (text: string) => `${VALUATION_ADDRESSES_PATH}?${new URLSearchParams({ q: text }).toString()}`;

/** GET /api/valuations/addresses?q=: the known homes whose address holds the text. */
export const getAddressMatches = async (text: string, signal?: AbortSignal) =>
  (await getJson<{ matches: AddressMatch[] }>(addressesUrl(text), { signal })).matches;

/** The suggestions for what the owner typed (once typing pauses), none below the least text matched. */
export const useAddressMatches = (text: string) =>
  useQuery({
    queryKey: [VALUATION_ADDRESSES_PATH, text],
    queryFn: ({ signal }) => getAddressMatches(text, signal),
    enabled: text.length >= ADDRESS_MATCH_LIMITS.minLength,
    placeholderData: keepPreviousData,
  });
