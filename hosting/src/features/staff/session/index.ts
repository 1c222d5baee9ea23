/** The session/ part of staff: the signed-in user. features/staff/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { AuthProvider, displayName, useAuth } from './AuthProvider';
export { useStaffSession, type StaffSession } from './staffSession';
export { getCurrentUserQueryOptions } from './api/getCurrentUser';
export { AccessDenied } from './components/AccessDenied';
export { LoginForm } from './components/LoginForm';
export { RequireStaff } from './components/RequireStaff';
