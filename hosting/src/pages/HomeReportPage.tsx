import { Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { HOMEOWNER_REPORT_AGENT_PATH, HOMEOWNER_REPORT_PAGE_TITLE, HOMEOWNER_REPORT_TEXTS as TEXTS } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyReportAgentRequest, LazyReportUnsubscribe } from '@/features/homeownerReport';

/**
 * /home-value/agent?token=… and /home-value/unsubscribe?token=…: the homeowner report's links
 * (docs/product/site.md#homeowner-report-pages), no sign-in needed. One page module for both, so the
 * route table, in every page's first code, names one chunk.
 */
export default function HomeReportPage() {
  usePageMeta({ title: HOMEOWNER_REPORT_PAGE_TITLE });
  const asksAnAgent = useMatch(HOMEOWNER_REPORT_AGENT_PATH) !== null;
  const Action = asksAnAgent ? LazyReportAgentRequest : LazyReportUnsubscribe;
  return (
    <>
      <PageHero eyebrow={HOMEOWNER_REPORT_PAGE_TITLE} title={asksAnAgent ? TEXTS.agentHeading : TEXTS.unsubscribeHeading} />
      <Suspense fallback={<PageSpinner />}>
        <Action />
      </Suspense>
    </>
  );
}
