/** The dashboard/ part of privateListings (the dashboard's Private Listings tab: access requests, invited clients, views). features/privateListings/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const PrivateListingsTab = preloadableLazy(() => import('./components/PrivateListingsTab').then((module) => module.default));
