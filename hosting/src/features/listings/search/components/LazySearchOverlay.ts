import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

/** The search overlay, whose antd Modal code loads when the overlay first opens (header button or /search). */
export const LazySearchOverlay = lazyWithAntdTheme(() => import('./SearchOverlay').then((module) => module.default));
