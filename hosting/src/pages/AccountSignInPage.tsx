import { Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazySignInScreen } from '@/features/clients';

/** /account/sign-in: a client's sign-in by email link (docs/product/clients.md#client-accounts). */
export default function AccountSignInPage() {
  usePageMeta({ title: 'Sign In' });
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazySignInScreen />
    </Suspense>
  );
}
