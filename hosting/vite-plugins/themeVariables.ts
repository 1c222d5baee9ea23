import { BRAND_COLORS } from '@estate/domain';
import type { Plugin } from 'vite';
import { themeCssVariables } from '../src/theme/themeCssVariables';

/** What the app imports to get the theme's CSS custom properties (hosting/src/theme/themeCssVariables.ts). */
export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';
// Vite treats a module as CSS by its id's extension.
const RESOLVED_ID = `\0${THEME_VARIABLES_MODULE}`;

/**
 * Serves the theme's CSS custom properties as a stylesheet, which joins the site's one CSS file, and
 * writes the browser's theme colour into the page template: every colour comes from the theme.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCssVariables() : undefined),
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: BRAND_COLORS.navy }, injectTo: 'head' }],
  };
}
