import { useQuery } from '@tanstack/react-query';
import type { User } from '@estate/domain';
import { getJson } from '@/api/client';

export const currentUserKey = ['/api/user'] as const;

/** docs/product.md#api: GET /api/user; a 401 means signed out (null), not a failure. */
export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: currentUserKey,
    queryFn: () => getJson<User>(currentUserKey[0], { nullOn401: true }),
  });
}
