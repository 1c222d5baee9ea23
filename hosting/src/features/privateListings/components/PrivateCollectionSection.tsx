import { lazy, Suspense } from 'react';
import { useClientState } from '@/features/clients';

const PrivateCollection = lazy(() => import('./PrivateCollection').then((module) => ({ default: module.PrivateCollection })));

/**
 * /properties' Private collection section: its chunk loads for a signed-in client only. Who is
 * signed in is known after hydration; asked here rather than by the page, that answer re-renders
 * this section alone, not the whole listing.
 */
export function PrivateCollectionSection() {
  const { signedIn } = useClientState().state;
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PrivateCollection />
    </Suspense>
  );
}
