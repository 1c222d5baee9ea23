/** The auth feature's public entry: the signed-in user. Other features import only this (eslint.config.mjs). */
export { displayName, useAuth } from './AuthProvider';
export { useStaffSession, type StaffSession } from './staffSession';
export { currentUserKey } from './api/currentUser';
