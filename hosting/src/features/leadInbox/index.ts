/** The lead inbox's public entry (the dashboard's Leads tab; the public forms are features/leads). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';
export { LEADS_LIST_URL } from './api/urls';
export { type LeadsList, useLeads } from './api/getLeads';
export { LEAD_COLUMNS } from './components/leadColumns';
export { DEFAULT_LEAD_FILTERS } from './leadFilters';

/** Loaded with the tab only. */
export const LeadsTab = lazy(() => import('./components/LeadsTab'));
