/** The leads feature's public entry: the public lead forms, each loaded lazily, and the market-report popup. Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';
export { MarketReportPopupHost } from './MarketReportPopupHost';

/*
 * The forms load only when a page shows them, each its own chunk. Declared here so pages use the
 * feature through this entry and the chunks stay split. The message forms are native controls, so
 * their chunks carry no antd.
 */
export const LazyConsultationForm = lazy(() =>
  import('./components/ConsultationForm').then((module) => ({ default: module.ConsultationForm })),
);
export const LazyContactForm = lazy(() => import('./components/ContactForm').then((module) => ({ default: module.ContactForm })));
export const LazyInvestorForm = lazy(() => import('./components/InvestorForm').then((module) => ({ default: module.InvestorForm })));
