/** The showings feature's public entry: the showing form and the manage page (the staff part: ./dashboard). Other features import only this (eslint.config.mjs). */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

/** The showing form (/schedule-showing): its own chunk, with antd and its theme for the calendar and the selects. */
export const LazyShowingForm = lazyWithAntdTheme(() => import('./components/ShowingForm').then((module) => module.ShowingForm));

/** The manage page of a showing email's link (browser-rendered, never cached). */
export const LazyManageShowing = lazyWithAntdTheme(() => import('./components/ManageShowing').then((module) => module.default));
