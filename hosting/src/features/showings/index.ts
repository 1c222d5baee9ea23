/** The showings feature's public entry: the showing form, the lead's showing panel, the Showings tab and the manage page. Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';
import { preloadableLazy } from '@/components/preloadableLazy';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

/** The showing form (/schedule-showing): its own chunk, with antd and its theme for the calendar and the selects. */
export const LazyShowingForm = lazyWithAntdTheme(() => import('./components/ShowingForm').then((module) => module.ShowingForm));

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const ShowingsTab = preloadableLazy(() => import('./components/ShowingsTab').then((module) => module.default));
/** The lead dialog's Showing panel: loaded with the dialog's lead, its own chunk. */
export const LazyShowingPanel = lazy(() => import('./components/ShowingPanel'));
/** The manage page of a showing email's link (browser-rendered, never cached). */
export const LazyManageShowing = lazyWithAntdTheme(() => import('./components/ManageShowing').then((module) => module.default));
