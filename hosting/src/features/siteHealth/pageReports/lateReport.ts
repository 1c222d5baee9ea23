import { measureVitals } from './measureVitals';
import { pageViewReport, type PageViewReport, type ReportOptions } from './pageViewReport';

/** What the page's entry loads once the page has loaded: the report, with web-vitals measuring into it. */
export function lateReport(options: ReportOptions): PageViewReport {
  const report = pageViewReport(options);
  measureVitals(report);
  return report;
}
