import { Suspense } from 'react';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyUnsubscribeConfirmation } from '@/features/savedSearches';

/** /account/unsubscribe?token=…: where an alert email's unsubscribe links land (docs/product/clients.md#saved-searches-and-alerts). No sign-in needed. */
export default function UnsubscribePage() {
  usePageMeta({ title: 'Email Alerts' });
  return (
    <>
      <PageHero eyebrow="Email Alerts" title="Unsubscribe" />
      <Suspense fallback={<PageSpinner />}>
        <LazyUnsubscribeConfirmation />
      </Suspense>
    </>
  );
}
