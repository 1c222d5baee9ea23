import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until `target` has finished animating in: antd zooms its dialogs in and fades their
 * colours, and a check would measure them half way. rc-motion marks an element entering with an
 * `-enter` or `-appear` class before its animation starts, then removes it.
 */
export async function settled(target: Locator) {
  await expect(target.page().locator('[class*="-enter"], [class*="-appear"]')).toHaveCount(0);
  // A cancelled animation (its element re-rendered) rejects `finished`: it is over all the same.
  await target.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}
