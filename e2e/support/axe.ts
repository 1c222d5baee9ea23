import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * WCAG 2.2 AA as axe-core checks it in Chromium: no serious or critical violation. Deterministic
 * (the same DOM gives the same answer), so a gate.
 */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations on the page (or inside `within`), each with where it is. */
async function violations(page: Page, within?: string): Promise<string[]> {
  // axe measures boxes, and content-visibility: auto leaves the boxes of what is off screen
  // unmeasured until it nears the screen (axe-core#2768): lay the whole page out first, as a reader
  // scrolling through it gets it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // axe.run in the page itself: the default opens a blank page for every check, to merge the results
  // of cross-origin frames, which axe.run cannot reach, and which no page checked here has (the
  // map's loads on a click; the local App Check is no reCAPTCHA): one that came would fail the check.
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreignFrames, 'cross-origin frames, which axe.run does not check').toEqual([]);
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

/** Fails with every serious or critical violation on the page (or inside `within`), named by `what`. */
export async function expectAccessible(page: Page, what: string, within?: string) {
  expect(await violations(page, within), what).toEqual([]);
}
