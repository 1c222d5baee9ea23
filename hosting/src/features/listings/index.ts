/** The listings feature's public entry (the dashboard's Properties tab and its photo manager). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';

/** Loaded with the tab only. */
export const PropertiesTab = lazy(() => import('./components/PropertiesTab'));

/** Every listing of a status filter, as the tab reads them (the Overview counts them all). */
export { useStaffProperties } from './api/getStaffProperties';
