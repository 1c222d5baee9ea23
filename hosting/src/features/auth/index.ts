/** The auth feature's public entry: the signed-in user. Other features import only this (eslint.config.mjs). */
export { AuthProvider, displayName, useAuth } from './AuthProvider';
export { useStaffSession, type StaffSession } from './staffSession';
export { getCurrentUserQueryOptions } from './api/getCurrentUser';
export { AccessDenied } from './components/AccessDenied';
export { LoginForm } from './components/LoginForm';
export { RequireStaff } from './components/RequireStaff';
