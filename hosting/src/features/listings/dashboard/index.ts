/** The dashboard/ part of listings (the dashboard's Properties tab and its photo manager). Other features import it as @/features/listings/dashboard, never through features/listings/index.ts, so no public page loads staff code (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const PropertiesTab = preloadableLazy(() => import('./components/PropertiesTab').then((module) => module.default));

/** Every listing of a status filter, as the tab reads them (the Overview counts them all). */
export { useStaffProperties } from './api/getStaffProperties';
