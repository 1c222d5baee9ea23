/** The accounts feature's public entry (the dashboard's Users tab: staff accounts, roles, passwords). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';

/** Loaded with the tab only. */
export const UsersTab = lazy(() => import('./components/UsersTab'));
