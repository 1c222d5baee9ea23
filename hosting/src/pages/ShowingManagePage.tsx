import { Suspense } from 'react';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyManageShowing } from '@/features/showings';

/** /showings/manage?token=…: where a showing email's link lands (docs/product/showings.md#showings). No sign-in needed; rendered in the browser, never cached. */
export default function ShowingManagePage() {
  usePageMeta({ title: 'Your Showing' });
  return (
    <>
      <PageHero eyebrow="Private Tours" title="Your Showing" />
      <Suspense fallback={<PageSpinner />}>
        <LazyManageShowing />
      </Suspense>
    </>
  );
}
