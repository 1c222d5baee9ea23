/** The dashboard shell's public entry: its layout and the tab registry (one feature per tab). Pages import only this (eslint.config.mjs). */
export { AdminLayout } from './AdminLayout';
export { ADMIN_TAB_CONTENT, preloadAdminTab } from './adminTabContent';
export * from './overview';
export * from './settings';
