import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';

/** Failure toasts of the Users tab (docs/product/dashboard.md#users): the title says what failed, the server's reason follows. */
export function useFailureToast() {
  const notification = useToast();
  return (title: string, error: unknown) => notification.error({ title, description: errorMessage(error, 'Please try again.') });
}
