/** The dashboard/ part of privateListings (the dashboard's Private Listings tab: access requests, invited clients, views). Other features import it as @/features/privateListings/dashboard, never through features/privateListings/index.ts, so no public page loads staff code (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const PrivateListingsTab = preloadableLazy(() => import('./components/PrivateListingsTab').then((module) => module.default));
