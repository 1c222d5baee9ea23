import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';

/**
 * A dashboard write that refreshes every cached read it may change: queries whose URL (the
 * first key element) starts with one of `invalidates`, public pages' queries included.
 */
export function useAdminMutation<Variables, Result = unknown>(mutationFn: MutationFunction<Result, Variables>, invalidates: string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' && invalidates.some((prefix) => String(queryKey[0]).startsWith(prefix)),
      }),
  });
}
