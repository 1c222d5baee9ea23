/** The settings feature's public entry (the dashboard's Settings tab: lead alerts and assignment, the RESO feed's keys). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';

/** Loaded with the tab only. */
export const SettingsTab = lazy(() => import('./components/SettingsTab'));
