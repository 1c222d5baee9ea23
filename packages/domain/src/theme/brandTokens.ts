/**
 * The brand's colours and type: the only place a colour is written. The dashboard's antd theme
 * (hosting/src/theme/antdTheme.ts) is built from these, and every CSS module reads them as CSS custom
 * properties generated from that theme (hosting/src/theme/themeCssVariables.ts): `navyLight` is
 * `var(--color-navy-light)`. Mail and other server output use the same values from here.
 */
export const BRAND_COLORS = {
  /** Navy carries text, buttons, header and footer (AA on ivory and white). */
  navy: '#0f1f33',
  navyLight: '#1b2f4b',
  /** Lines and quiet text on navy. */
  navyLine: '#5b6b80',
  navyMuted: '#b9c2cf',
  onNavy: '#e8e1d3',
  /** Brass is the accent: fills, rules and focus rings; too light for text on light grounds. */
  brass: '#b08d57',
  brassLight: '#c9a45c',
  brassPale: '#d8b978',
  /** Brass dark enough for text and icons on ivory and white (4.5:1 and more). */
  brassDeep: '#8a6a35',
  brassText: '#7a5c2c',
  /** Light grounds, from the page's ivory to the borders of cards. */
  white: '#fff',
  ivory: '#f6f1e7',
  sand: '#efe7d6',
  line: '#e6dccb',
  stone: '#d9d2c4',
  lineStrong: '#b9b1a2',
  /** Text on light grounds, from body copy to captions. */
  ink: '#1f2937',
  inkSoft: '#2b3642',
  slate: '#44505e',
  slateLight: '#5b6673',
  /** The dashboard's cool greys around antd's white panels. */
  cloud: '#f5f6f8',
  cloudFill: '#e8ebf0',
  cloudLine: '#cfd5de',
  /**
   * States. antd's defaults fail AA as text on white or on their own light fills (axe): red 6
   * #ff4d4f 3.3:1 (Delete buttons), grey #8c8c8c 3.4:1 (statistic titles, empty states), gold 7
   * #d48806 2.8:1 on gold 1 (the Featured and role tags), placeholder #bfbfbf. These are 4.5:1 or
   * more; `gold` is a seed from which antd derives its tags' shades (#874d00 on #ede8d5).
   */
  error: '#b42318',
  warning: '#874d00',
  success: '#237804',
  gold: '#ad6800',
  textDescription: '#595959',
  placeholder: '#6b7280',
} as const;

export type BrandColor = keyof typeof BRAND_COLORS;

/**
 * The brand's typefaces. The site serves both itself (hosting/vite-plugins/brandFonts.ts); `fallbacks`
 * are faces readers already have, which stand in while the brand's file loads, each resized to the
 * brand face's metrics so that the swap moves nothing; `local` is the stack of faces every reader has.
 */
export const BRAND_TYPEFACES = {
  heading: { family: 'Cormorant Garamond', fallbacks: ['Georgia', 'Times New Roman'], local: "Georgia, 'Times New Roman', serif" },
  body: {
    family: 'Inter',
    fallbacks: ['Arial', 'Roboto'],
    local: "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;

export type BrandTypeface = keyof typeof BRAND_TYPEFACES;

/** The family of the local face, resized to a brand face's metrics, that stands in for it while its file loads. */
export const fallbackFamily = (family: string, local: string) => `${family} Fallback: ${local}`;

const quoted = (family: string) => `'${family}'`;

function stack(face: BrandTypeface, withFallbacks: boolean): string {
  const { family, fallbacks, local } = BRAND_TYPEFACES[face];
  const standIns = withFallbacks ? fallbacks.map((fallback) => quoted(fallbackFamily(family, fallback))) : [];
  return [quoted(family), ...standIns, local].join(', ');
}

/** The site's stacks: the brand face, its resized stand-ins, then the faces every reader has. */
export const BRAND_FONTS = { heading: stack('heading', true), body: stack('body', true) } as const;

/**
 * For what loads no font file, mail and the page shown while the site is unavailable: the brand's
 * face where the reader has it installed, else the faces every reader has.
 */
export const WEB_SAFE_FONTS = { heading: stack('heading', false), body: stack('body', false) } as const;

/** The public pages' type scale: fluid titles, fixed steps for the text around them. */
export const TYPE_SCALE = {
  sectionTitle: 'clamp(2rem, 4vw, 2.75rem)',
  subsectionTitle: 'clamp(1.8rem, 4vw, 2.4rem)',
  lead: '1.1rem',
  bodyLarge: '1.05rem',
  small: '0.85rem',
  caption: '0.8rem',
} as const;
