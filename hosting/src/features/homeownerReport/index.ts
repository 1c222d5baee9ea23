/** The homeowner report's pages in the browser (docs/product/valuation.md#the-homeowner-report): what its email's links open. Pages import only this. */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

/* Each its own chunk with antd and the theme, loaded only on its page. */
export const LazyReportAgentRequest = lazyWithAntdTheme(() =>
  import('./components/ReportAgentRequest').then((module) => module.ReportAgentRequest),
);
export const LazyReportUnsubscribe = lazyWithAntdTheme(() =>
  import('./components/ReportUnsubscribe').then((module) => module.ReportUnsubscribe),
);
