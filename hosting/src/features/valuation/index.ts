/** The valuation feature's public entry: the /home-value tool, the link to it, and the agent's opinion the homeowner report asks too. Other features and pages import only this (eslint.config.mjs). */
import { lazy } from 'react';
export { askAgentOpinion } from './api/askAgentOpinion';
export { homeValuePath } from './homeValuePath';

/** The address box, the facts, the estimate and the lead form: their own chunk, loaded once the page runs in the browser. */
export const LazyHomeValuation = lazy(() => import('./components/HomeValuation'));
