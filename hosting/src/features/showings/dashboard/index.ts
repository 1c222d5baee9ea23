/** The showings' staff part (docs/product/dashboard.md#showings-tab): the Showings tab and the lead dialog's Showing panel. Other features import it as @/features/showings/dashboard, never through features/showings/index.ts, so no public page loads staff code (eslint.config.mjs). */
import { lazy } from 'react';
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const ShowingsTab = preloadableLazy(() => import('./components/ShowingsTab').then((module) => module.default));
/** The lead dialog's Showing panel: loaded with the dialog's lead, its own chunk. */
export const LazyShowingPanel = lazy(() => import('./components/ShowingPanel'));
