import { CountCard } from './CountCard';
import { CONTENT_COUNTS, COUNT_FAILURES, type ContentTab } from '@/features/dashboard/overview/countedTabs';

/** A content tab's count card, which reads that tab's list (the Overview keys it by tab, so the hook stays the same). */
export function ContentCountCard({ tab }: { tab: ContentTab }) {
  const useCount = CONTENT_COUNTS[tab.key];
  return <CountCard tab={tab} list={useCount()} failure={COUNT_FAILURES[tab.key]} />;
}
