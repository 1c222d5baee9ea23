/** The dashboard's Open Houses tab (docs/product/open-houses.md#open-houses): schedule, change and cancel, invitations, guests, the report, the door's QR code. Other features import it as @/features/openHouses/dashboard, never through features/openHouses/index.ts, so no public page loads staff code (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const OpenHousesTab = preloadableLazy(() => import('./components/OpenHousesTab').then((module) => module.default));
