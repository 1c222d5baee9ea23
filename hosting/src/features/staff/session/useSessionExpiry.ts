import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '@/api/client';
import { getCurrentUserQueryOptions } from './api/getCurrentUser';

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * A session that ends while the dashboard is open (expired, revoked, signed out elsewhere)
 * makes the next call answer 401: the user is then signed out here too, and RequireStaff
 * sends them to /auth instead of leaving a screen of failed calls.
 */
export function useSessionExpiry() {
  const client = useQueryClient();
  useEffect(() => {
    const signOut = (error: unknown) => {
      if (isUnauthorized(error)) client.setQueryData(getCurrentUserQueryOptions().queryKey, null);
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signOut(event.action.error);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signOut(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}
