/** The audit feature's staff part: the dashboard's Audit Log tab (features/dashboard imports it here). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only. */
export const AuditLogTab = preloadableLazy(() => import('./components/AuditLogTab').then((module) => module.default));
