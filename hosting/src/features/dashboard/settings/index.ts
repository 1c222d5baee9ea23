/** The settings/ part of dashboard (the dashboard's Settings tab: lead alerts and assignment, the RESO feed's keys, and the MLS sources panel of features/mls/dashboard). features/dashboard/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const SettingsTab = preloadableLazy(() => import('./components/SettingsTab').then((module) => module.default));
