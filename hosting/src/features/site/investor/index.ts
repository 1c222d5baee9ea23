/** The investor/ part of site: the Investor Hub's sections. features/site/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';
export { EmergingNeighborhoods } from './components/EmergingNeighborhoods';
export { InvestorResources } from './components/InvestorResources';
export { MarketAnalysis } from './components/MarketAnalysis';

/** Below the fold: its own chunk, with antd and the theme, loaded when the page shows it. */
export const LazyInvestmentTabs = lazyWithAntdTheme(() => import('./components/InvestmentTabs').then((module) => module.InvestmentTabs));
