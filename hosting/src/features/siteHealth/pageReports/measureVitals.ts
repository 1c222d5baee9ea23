import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { WebVital } from '@estate/domain';
import type { PageViewReport } from './pageViewReport';

/**
 * LCP, INP and CLS of the page the document opened on, each handed over when final (when the page
 * is hidden, or LCP at the first input). Loaded after the page: web-vitals reads the buffered
 * entries of what came before.
 */
export function measureVitals(report: PageViewReport): void {
  const handOver = ({ name, value }: Metric) => report.vital(name as WebVital, value);
  onLCP(handOver);
  onINP(handOver);
  onCLS(handOver);
}
