import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * WCAG 2.4.7 Focus Visible: every element the Tab key reaches looks different while it has the
 * focus. Each kind of element (tag, role, classes) is checked once per page: the pixels around
 * it with the focus and without it must differ.
 */

/** Far more stops than any page here has before its footer; a guard, not a limit on what is checked. */
const MAX_TAB_STOPS = 120;
/** Room around the element for an outline, its offset, or a ring drawn on the control around it. */
const MARGIN_PX = 8;

interface FocusedElement {
  kind: string;
  label: string;
  clip: { x: number; y: number; width: number; height: number };
  /** Whether it lies inside the part of the page walked (the `within` selector). */
  inside: boolean;
}

/** The element with the focus, or undefined once the focus has left the page's content. */
async function focusedElement(page: Page, within = 'body'): Promise<FocusedElement | undefined> {
  return page.evaluate(
    ([margin, within]) => {
      const element = document.activeElement;
      if (!element || element === document.body) return undefined;
      // A control that hides its native input (antd's checkbox, radio, select, switch) draws the
      // focus on the box around it.
      let shown: Element = element;
      while (shown.parentElement && (shown.getBoundingClientRect().width < 4 || getComputedStyle(shown).opacity === '0')) {
        shown = shown.parentElement;
      }
      const rect = shown.getBoundingClientRect();
      const name = element.getAttribute('aria-label') || element.id || element.textContent || '';
      const label = name.trim().slice(0, 40) || element.outerHTML.slice(0, 80);
      return {
        kind: [element.tagName, element.getAttribute('role') ?? '', element.className.toString()].join(' '),
        label: `${element.tagName.toLowerCase()} '${label}'`,
        clip: {
          x: Math.max(0, rect.x - margin),
          y: Math.max(0, rect.y - margin),
          width: rect.width + 2 * margin,
          height: rect.height + 2 * margin,
        },
        inside: element.closest(within) != null,
      };
    },
    [MARGIN_PX, within] as const,
  );
}

/**
 * Moves the focus off `element` to an invisible spot in its dialog, or on the page: not simply
 * away, since a dialog keeps the focus inside itself and would hand it straight back.
 */
function parkFocusElsewhere(element: HTMLElement) {
  const parking = document.createElement('span');
  parking.id = 'focus-parking';
  parking.tabIndex = -1;
  parking.style.cssText = 'position: fixed; left: -10px; top: 0; width: 1px; height: 1px; overflow: hidden';
  (element.closest('[role="dialog"]') ?? document.body).append(parking);
  parking.focus({ preventScroll: true });
}

/**
 * Whether the focused element looks different focused and with the focus elsewhere; it ends
 * focused again, so the next Tab continues from it.
 */
async function focusShows(page: Page): Promise<boolean> {
  await page.evaluate(() => document.activeElement?.scrollIntoView({ block: 'center' }));
  const target = await focusedElement(page);
  // The element left the page before it could be pictured (a live update replaced a lead's row):
  // nothing to judge.
  if (!target) return true;
  const picture = () => page.screenshot({ clip: target.clip, caret: 'hide', animations: 'disabled' });
  const withFocus = await picture();
  const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  await handle.evaluate(parkFocusElsewhere);
  const withoutFocus = await picture();
  await handle.evaluate((element) => {
    document.getElementById('focus-parking')?.remove();
    element.focus({ preventScroll: true });
  });
  return !withFocus.equals(withoutFocus);
}

/**
 * Tabs through the page from the top and returns the elements whose focus cannot be seen. Each
 * one is pictured focused, then with the focus elsewhere, then focused again so the next Tab continues from it.
 */
export async function elementsWithoutVisibleFocus(page: Page, within = 'body'): Promise<string[]> {
  const checked = new Set<string>();
  const invisible: string[] = [];
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page, within);
    if (!focused) break;
    if (!focused.inside || checked.has(focused.kind)) continue;
    checked.add(focused.kind);
    // A page may move while it is pictured (a live update refreshing the dashboard's figures): an
    // element counts as showing no focus only when a second look finds the same.
    let shown = false;
    for (let look = 0; look < 2 && !shown; look += 1) shown = await focusShows(page);
    if (!shown) invisible.push(focused.label);
  }
  expect(checked.size, 'elements reached with the Tab key').toBeGreaterThan(0);
  return invisible;
}
