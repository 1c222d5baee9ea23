import { Suspense } from 'react';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyFeedbackForm } from '@/features/visitFeedback';

/** /feedback?token=…: where a feedback email's links land (docs/product/showings.md#feedback). No sign-in needed. */
export default function FeedbackPage() {
  usePageMeta({ title: 'Your Feedback' });
  return (
    <>
      <PageHero eyebrow="After your visit" title="Your Feedback" />
      <Suspense fallback={<PageSpinner />}>
        <LazyFeedbackForm />
      </Suspense>
    </>
  );
}
