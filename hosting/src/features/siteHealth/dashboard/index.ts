/**
 * The site-health feature's staff part: the dashboard's Site Health tab (docs/product/dashboard.md#site-health).
 * Apart from the feature's index, which every page's entry imports to start the page reports: declared
 * there, the tab's loader and the list of its chunks would be in every page's first code.
 */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const SiteHealthTab = preloadableLazy(() =>
  import('@/features/siteHealth/components/SiteHealthTab').then((module) => module.default),
);
