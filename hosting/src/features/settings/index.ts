/** The settings feature's public entry (the dashboard's Settings tab: lead alerts and assignment, the RESO feed's keys). Other features import only this (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const SettingsTab = preloadableLazy(() => import('./components/SettingsTab').then((module) => module.default));
