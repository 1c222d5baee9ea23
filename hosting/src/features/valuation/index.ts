/** The valuation feature's public entry: the /home-value tool, and the link to it. Other features and pages import only this (eslint.config.mjs). */
import { lazy } from 'react';
export { homeValuePath } from './homeValuePath';

/** The address box, the facts, the estimate and the lead form: their own chunk, loaded once the page runs in the browser. */
export const LazyHomeValuation = lazy(() => import('./components/HomeValuation'));
