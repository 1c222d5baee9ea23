/** The leads feature's public entry: the public lead forms, each loaded lazily, and the market-report popup's trigger. Other features import only this (eslint.config.mjs). */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';
export { usePopupTrigger } from './usePopupTrigger';

/*
 * The forms load only when a page shows them: each is its own chunk, with antd and the theme.
 * Declared here so pages use the feature through this entry and the chunks stay split.
 */
export const LazyConsultationForm = lazyWithAntdTheme(() =>
  import('./components/ConsultationForm').then((module) => module.ConsultationForm),
);
export const LazyContactForm = lazyWithAntdTheme(() => import('./components/ContactForm').then((module) => module.ContactForm));
export const LazyInvestorForm = lazyWithAntdTheme(() => import('./components/InvestorForm').then((module) => module.InvestorForm));
export const LazyShowingForm = lazyWithAntdTheme(() => import('./components/ShowingForm').then((module) => module.ShowingForm));
export const LazyMarketReportPopup = lazyWithAntdTheme(() => import('./components/MarketReportPopup').then((module) => module.default));
