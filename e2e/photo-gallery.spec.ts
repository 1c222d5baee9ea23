import type { Locator, Page } from '@playwright/test';
import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { properties } from '../scripts/seed-data';
import { settled } from './support/settled';
import { expect, test } from './support/test';

/**
 * The detail page's full-screen gallery. It loads only when opened (its code and
 * styles never come with the page), moves with the arrow keys, its thumbnails and a swipe, keeps
 * the focus inside while open, and on Escape hands the visitor back to the carousel on the photo
 * they ended on, with the focus where it was. The page's carousel and the listing cards' photos
 * swipe on a phone, and keep their buttons and keys.
 */
test.describe.configure({ mode: 'parallel' });

const home = properties.find((property) => property.id === 'hyde-park-georgian-estate')!;
const count = home.images.length;
/** Photo `n`'s alt text (from 1), as the page writes it: the listing's, or its title and the photo's place. */
const altOf = (n: number) => home.imageAlts?.[n - 1]?.trim() || `${home.title}, photo ${n} of ${count}`;
/** The gallery's chunk (ImageCarousel's lazy import of gallery/GalleryLightbox.tsx). */
const GALLERY_CODE = /\/assets\/[^/]*(gallery|lightbox)[^/]*\.js(\?|$)/i;

const carousel = (page: Page) => page.getByRole('region', { name: `Photos of ${home.title}` });
const carouselCounter = (page: Page) => carousel(page).getByText(/^\d+ \/ \d+$/);
const opener = (page: Page) => carousel(page).getByRole('button', { name: `View all ${count} photos` });
const gallery = (page: Page) => page.getByRole('dialog', { name: `Photos of ${home.title}, full screen` });
/** What the visitor reads in the gallery's corner (hidden from screen readers, which hear each slide's name). */
const galleryCounter = (dialog: Locator) => dialog.locator('.yarl__counter');

/** Whether any stylesheet of the page holds the lightbox library's rules. */
const lightboxStylesLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('yarl__'));
      } catch {
        return false;
      }
    }),
  );

/** Whether the focus is on a control inside the open gallery, and which. */
const focusInGallery = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inside: active?.closest('[role="dialog"]') != null && active !== document.body,
      label: active?.getAttribute('aria-label') ?? '',
    };
  });

async function openWithButton(page: Page): Promise<Locator> {
  await opener(page).click();
  const dialog = gallery(page);
  await expect(dialog).toBeVisible();
  await settled(dialog);
  return dialog;
}

test.beforeEach(async ({ context }) => {
  // The market-report popup would open over the page after 15 s or on exit intent.
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

test('loads only when opened, moves with the keys and thumbnails, keeps the focus, and hands back the photo it ended on', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/property/${home.id}`);
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((url) => GALLERY_CODE.test(url)),
    'the gallery code, before it is opened',
  ).toEqual([]);
  expect(await lightboxStylesLoaded(page), 'the gallery styles, before it is opened').toBe(false);
  await expect(carouselCounter(page)).toHaveText(`1 / ${count}`);

  const dialog = await openWithButton(page);
  expect(scripts.filter((url) => GALLERY_CODE.test(url))).toHaveLength(1);
  expect(await lightboxStylesLoaded(page)).toBe(true);
  await expect(galleryCounter(dialog)).toHaveText(`1 / ${count}`);
  await expect(dialog.getByRole('img', { name: altOf(1), exact: true })).toBeVisible();
  // The page behind is out of reach while it is open.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  // Arrow keys; at the first photo Left stays there (as the page's carousel does).
  await page.keyboard.press('ArrowRight');
  await expect(galleryCounter(dialog)).toHaveText(`2 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(galleryCounter(dialog)).toHaveText(`1 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(galleryCounter(dialog)).toHaveText(`1 / ${count}`);

  // A thumbnail shows its photo and is marked current.
  const third = dialog.getByRole('button', { name: `Photo 3 of ${count}` });
  await third.click();
  await expect(galleryCounter(dialog)).toHaveText(`3 / ${count}`);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('img', { name: altOf(3), exact: true })).toBeVisible();

  // Tab and Shift+Tab go round the gallery's controls and never leave it.
  const forward: string[] = [];
  for (let stop = 0; stop < 16; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusInGallery(page);
    expect(focus.inside, `Tab ${stop + 1} left the gallery`).toBe(true);
    forward.push(focus.label);
  }
  expect(forward.filter((label) => label === 'Close the gallery').length, 'Tab came round to Close again').toBeGreaterThanOrEqual(2);
  for (let stop = 0; stop < 16; stop += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await focusInGallery(page)).inside, `Shift+Tab ${stop + 1} left the gallery`).toBe(true);
  }

  // Escape closes it: the focus is back on the button, and the carousel shows the third photo.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener(page)).toBeFocused();
  await expect(carouselCounter(page)).toHaveText(`3 / ${count}`);
  await expect(carousel(page).getByRole('img', { name: altOf(3), exact: true })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');

  // It opens again at once, on the carousel's photo.
  const again = await openWithButton(page);
  await expect(galleryCounter(again)).toHaveText(`3 / ${count}`);
  await again.getByRole('button', { name: 'Close the gallery' }).click();
  await expect(again).toBeHidden();
  await expect(opener(page)).toBeFocused();
  expect(
    scripts.filter((url) => GALLERY_CODE.test(url)),
    'its code, loaded once',
  ).toHaveLength(1);
});

test('opens from the photo itself on the photo shown, and moves with a swipe', async ({ page }) => {
  await page.goto(`/property/${home.id}`);
  await carousel(page).getByRole('button', { name: 'Next image' }).click();
  await expect(carouselCounter(page)).toHaveText(`2 / ${count}`);

  await carousel(page)
    .getByRole('img', { name: altOf(2), exact: true })
    .click();
  const dialog = gallery(page);
  await expect(dialog).toBeVisible();
  await settled(dialog);
  await expect(galleryCounter(dialog)).toHaveText(`2 / ${count}`);

  // A swipe to the left (the pointer dragged across the photo) shows the next one.
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width * 0.7, height / 2);
  await page.mouse.down();
  for (const step of [0.6, 0.5, 0.4, 0.3, 0.2]) await page.mouse.move(width * step, height / 2);
  await page.mouse.up();
  await expect(galleryCounter(dialog)).toHaveText(`3 / ${count}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Opened from the photo, the focus goes back to the carousel, whose arrow keys still work.
  await expect(carousel(page)).toBeFocused();
  await expect(carouselCounter(page)).toHaveText(`3 / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(carouselCounter(page)).toHaveText(`4 / ${count}`);
});

/** The card of the listing on /properties, and its photos. */
function cardOf(page: Page) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: home.title, exact: true }) });
  const photos = card.getByRole('group', { name: `Photos of ${home.title}` });
  return { card, photos, counter: photos.getByText(/^\d+ \/ \d+$/) };
}
/** How many photos a card swipes through: the listing's first five at most (CardPhotos). */
const cardCount = Math.min(count, 5);

test("a card's photos move with its arrows, shown on hover, and with the keyboard", async ({ page }) => {
  await page.goto('/properties');
  const { photos, counter } = cardOf(page);
  await photos.scrollIntoViewIfNeeded();
  await expect(photos.locator('[data-swiping]')).toHaveCount(1);
  const next = photos.getByRole('button', { name: 'Next image' });
  await expect(next).toHaveCSS('opacity', '0');
  await photos.hover();
  await expect(next).toHaveCSS('opacity', '1');
  await next.click();
  await expect(counter).toHaveText(`2 / ${cardCount}`);
  await expect(photos.getByRole('img', { name: altOf(2), exact: true })).toBeInViewport();

  await page.mouse.move(0, 0);
  await next.focus();
  await expect(next).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`3 / ${cardCount}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 / ${cardCount}`);
  await expect(photos.getByRole('img', { name: altOf(2), exact: true })).toBeInViewport();
});

/** A finger's flick to the left across `frame` (touch events through Chromium's input, as a phone sends them). */
async function flickLeft(page: Page, frame: Locator) {
  const box = (await frame.boundingBox())!;
  const y = box.y + box.height / 2;
  const touch = await page.context().newCDPSession(page);
  const at = (share: number) => [{ x: box.x + box.width * share, y }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.8) });
  for (const share of [0.7, 0.6, 0.5, 0.4, 0.3])
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(share) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Flicks until the carousel shows its second photo. When the page's thread is busy (two browsers on two
 * cores), Chromium sends a finger's moves as events a page may not cancel, and a carousel must then let
 * the browser have the gesture: that flick moves nothing, as on a phone, and the finger tries again.
 * A flick moves one photo at most, so the second photo is where the first flick that counts lands.
 */
async function flickToSecond(page: Page, frame: Locator, counter: Locator, total: number) {
  await expect(async () => {
    if ((await counter.textContent()) === `1 / ${total}`) await flickLeft(page, frame);
    await expect(counter).toHaveText(`2 / ${total}`, { timeout: 3_000 });
  }).toPass();
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the listing's photos swipe, and its buttons and keys still move them", async ({ page }) => {
    await page.goto(`/property/${home.id}`);
    // The carousel library takes over the track once the page has hydrated (SwipeEngine).
    const frame = carousel(page).locator('[data-swiping]');
    await expect(frame).toHaveCount(1);
    await expect(carouselCounter(page)).toHaveText(`1 / ${count}`);

    await flickToSecond(page, frame, carouselCounter(page), count);
    await expect(carousel(page).getByRole('img', { name: altOf(2), exact: true })).toBeInViewport();

    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(carouselCounter(page)).toHaveText(`3 / ${count}`);
    // A finger's tap, as a phone sends it, after the swipe (the swipe's guard against the click
    // that ends a drag must not take it).
    await carousel(page).getByRole('button', { name: 'Previous image' }).tap();
    await expect(carouselCounter(page)).toHaveText(`2 / ${count}`);
  });

  test("a card's photos swipe, and a tap on its link still opens the listing", async ({ page }) => {
    await page.goto('/properties');
    const { card, photos, counter } = cardOf(page);
    await photos.scrollIntoViewIfNeeded();
    const frame = photos.locator('[data-swiping]');
    await expect(frame).toHaveCount(1);
    // The first photo, as the server drew it.
    await expect(counter).toHaveText(`1 / ${cardCount}`);
    await expect(photos.getByRole('img', { name: home.title, exact: true })).toBeInViewport();

    await flickToSecond(page, frame, counter, cardCount);
    await expect(photos.getByRole('img', { name: altOf(2), exact: true })).toBeInViewport();
    // Its arrows are for a mouse: on a phone they stay out of sight, and out of a finger's way.
    await expect(photos.getByRole('button', { name: 'Next image' })).toHaveCSS('opacity', '0');

    await card.getByRole('link', { name: `View Details: ${home.title}` }).tap();
    await expect(page).toHaveURL(new RegExp(`/property/${home.id}$`));
    await expect(carousel(page)).toBeVisible();
  });
});
