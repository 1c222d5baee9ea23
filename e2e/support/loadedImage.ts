import type { Locator } from '@playwright/test';

/**
 * The file an `<img>` shows once it has loaded, '' until then. A photo's `<picture>` lets the
 * browser pick one of its web sizes, so this, not `src`, tells which file arrived; and a photo
 * that failed shows the fallback instead (FallbackImage), so a web size here proves it loaded.
 */
export const loadedImage = (image: Locator): Promise<string> =>
  image.evaluate((element: HTMLImageElement) => (element.complete && element.naturalWidth > 0 ? element.currentSrc : ''));
