/** The agent's CMA (docs/product/cma.md#the-editor): the lead panel's block, the New CMA button and the editor. Loaded with what uses it, its own chunk. Other features import it as @/features/cma/dashboard. */
import { lazy } from 'react';

/** A home valuation's lead: Build CMA, and the CMAs published for it. */
export const LazyLeadCmas = lazy(() => import('./components/LeadCmas'));
/** The Leads tab's New CMA: from any address, and the member's own CMAs. */
export const LazyNewCmaButton = lazy(() => import('./components/NewCmaButton'));
