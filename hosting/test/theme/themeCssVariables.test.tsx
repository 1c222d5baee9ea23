import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BRAND_COLORS, BRAND_FONTS, TYPE_SCALE } from '@estate/domain';
import { theme } from 'antd';
import { antdTheme } from '@/theme/antdTheme';
import { themeCssVariables } from '@/theme/themeCssVariables';

const repository = join(__dirname, '../../..');
const SOURCE_FOLDERS = ['hosting/src', 'functions/src'];
const SOURCE_FILE = /\.(css|ts|tsx|html)$/;
/** A hex colour (#abc, #aabbcc, with or without alpha), or rgb()/hsl() with any channel but black's. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b(?![-\w])|\b(rgba?|hsla?)\((?!\s*0[ ,]+0[ ,]+0\b)[^)]*\)/gi;

function sourceFiles(): string[] {
  const files = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file))
      .map((file) => join(folder, file)),
  );
  return [...files, 'hosting/index.html'];
}

function declaredProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!));
}

describe('the theme as CSS custom properties', () => {
  const css = themeCssVariables();

  it('declares every brand colour, font and step of the type scale with its value', () => {
    expect(css).toContain('  --color-navy: #0f1f33;');
    expect(css).toContain('  --color-navy-light: #1b2f4b;');
    for (const value of [...Object.values(BRAND_COLORS), ...Object.values(BRAND_FONTS), ...Object.values(TYPE_SCALE)]) {
      expect(css).toContain(`: ${value};`);
    }
    expect(css).toContain(`  --font-heading: ${BRAND_FONTS.heading};`);
    expect(css).toContain(`  --font-size-section-title: ${TYPE_SCALE.sectionTitle};`);
  });

  it("carries antd's resolved text colours, so form text outside antd matches antd's", () => {
    const resolved = theme.getDesignToken(antdTheme);
    expect(css).toContain(`  --color-text: ${resolved.colorText};`);
    expect(css).toContain(`  --color-text-secondary: ${resolved.colorTextSecondary};`);
  });

  it("gives antd the brand's accessible state colours", () => {
    const resolved = theme.getDesignToken(antdTheme);
    expect(resolved.colorError).toBe(BRAND_COLORS.error);
    expect(resolved.colorTextDescription).toBe(BRAND_COLORS.textDescription);
    expect(resolved.colorPrimary).toBe(BRAND_COLORS.navyLight);
  });
});

describe("the site's source", () => {
  it('writes no colour: every one comes from the theme', () => {
    const literals = sourceFiles().flatMap((file) =>
      [...readFileSync(join(repository, file), 'utf8').matchAll(COLOUR_LITERAL)].map((match) => `${file}: ${match[0]}`),
    );
    expect(literals).toEqual([]);
  });

  it('uses only custom properties that the theme, the global stylesheet or a component declares', () => {
    const setByComponents = sourceFiles()
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => [...readFileSync(join(repository, file), 'utf8').matchAll(/'(--[\w-]+)':/g)].map((match) => match[1]!));
    const declared = new Set([
      ...declaredProperties(themeCssVariables()),
      ...declaredProperties(readFileSync(join(repository, 'hosting/src/app/global.css'), 'utf8')),
      ...setByComponents,
    ]);
    const undeclared = sourceFiles()
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => {
        const css = readFileSync(join(repository, file), 'utf8');
        const local = declaredProperties(css);
        return [...css.matchAll(/var\((--[\w-]+)/g)]
          .map((match) => match[1]!)
          .filter((property) => !declared.has(property) && !local.has(property))
          .map((property) => `${relative('hosting/src', file)}: ${property}`);
      });
    expect(undeclared).toEqual([]);
  });
});
