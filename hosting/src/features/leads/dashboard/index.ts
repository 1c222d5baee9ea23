/** The dashboard/ part of leads (the dashboard's Leads tab; the public forms are the rest of leads). Other features import it as @/features/leads/dashboard, never through features/leads/index.ts, so no public page loads staff code (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';
export { LEADS_LIST_URL } from './api/urls';
export { type LeadsList, useLeads } from './api/getLeads';
export { LEAD_COLUMNS } from './components/leadColumns';
export { DEFAULT_LEAD_FILTERS } from './leadFilters';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const LeadsTab = preloadableLazy(() => import('./components/LeadsTab').then((module) => module.default));
