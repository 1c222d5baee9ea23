import { Suspense } from 'react';
import { HOMEOWNER_REPORT_PAGE_TITLE, HOMEOWNER_REPORT_TEXTS } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyReportAgentRequest } from '@/features/homeownerReport';

/** /home-value/agent?token=…: the homeowner report's "Ask an agent" (docs/product/valuation.md#the-homeowner-report). No sign-in needed. */
export default function HomeReportAgentPage() {
  usePageMeta({ title: HOMEOWNER_REPORT_PAGE_TITLE });
  return (
    <>
      <PageHero eyebrow={HOMEOWNER_REPORT_PAGE_TITLE} title={HOMEOWNER_REPORT_TEXTS.agentHeading} />
      <Suspense fallback={<PageSpinner />}>
        <LazyReportAgentRequest />
      </Suspense>
    </>
  );
}
