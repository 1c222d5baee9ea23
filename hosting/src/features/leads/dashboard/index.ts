/** The dashboard/ part of leads (the dashboard's Leads tab; the public forms are the rest of leads). features/leads/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';
export { LEADS_LIST_URL } from './api/urls';
export { type LeadsList, useLeads } from './api/getLeads';
export { LEAD_COLUMNS } from './components/leadColumns';
export { DEFAULT_LEAD_FILTERS } from './leadFilters';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const LeadsTab = preloadableLazy(() => import('./components/LeadsTab').then((module) => module.default));
