/** The accounts feature's public entry (the dashboard's Users tab: staff accounts, roles, passwords). Other features import only this (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const UsersTab = preloadableLazy(() => import('./components/UsersTab').then((module) => module.default));
