import { BRAND_COLORS, BRAND_FONTS, TYPE_SCALE } from '@estate/domain';
import { theme } from 'antd';
import { antdTheme } from './antdTheme';

/** antd's own text colours, resolved from the theme, for the few CSS modules that sit inside antd forms. */
const ANTD_TEXT_TOKENS = ['colorText', 'colorTextSecondary'] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme as CSS custom properties on `:root`, for the CSS modules: `--color-navy`,
 * `--color-text`, `--font-heading`, `--font-size-section-title`… Computed at build time
 * (hosting/vite-plugins/themeVariables.ts), so antd never loads in the browser for it.
 */
export function themeCssVariables(): string {
  const resolved = theme.getDesignToken(antdTheme);
  const declarations: [string, string][] = [
    ...Object.entries(BRAND_COLORS).map(([name, value]): [string, string] => [`--color-${kebab(name)}`, value]),
    ...ANTD_TEXT_TOKENS.map((token): [string, string] => [`--${kebab(token)}`, resolved[token]]),
    ...Object.entries(BRAND_FONTS).map(([name, value]): [string, string] => [`--font-${kebab(name)}`, value]),
    ...Object.entries(TYPE_SCALE).map(([name, value]): [string, string] => [`--font-size-${kebab(name)}`, value]),
  ];
  return `:root {\n${declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n')}\n}\n`;
}
