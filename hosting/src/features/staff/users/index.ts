/** The users/ part of staff (the dashboard's Users tab: staff accounts, roles, passwords). features/staff/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const UsersTab = preloadableLazy(() => import('./components/UsersTab').then((module) => module.default));
