/** Printable ASCII: letters, digits, punctuation and the space. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/**
 * Every character the site's text uses, in its own words, its data and what Intl formats (the no-break
 * spaces of times and date ranges). The brand's font files are cut to these, which makes them a fraction
 * of the typefaces' whole Latin files (hosting/vite-plugins/brandFonts.ts); a page with any other Latin
 * character still shows it in the brand's face, from the whole file, which only that page fetches.
 */
export const FONT_CHARACTERS = `${ASCII}\u00a0\u2009\u202f©®°·×é–—‘’“”•…‹›←→€£™`;
