import { chromium, type Page } from '@playwright/test';
import { HEADLESS_SHELL_PATH } from '../stack/chromiumPaths';
import { properties } from '../seed-data';
import { auditedUrl, kilobytes, type Print } from './pages';

/**
 * `npm run perf -- images`: the image bytes each page downloads before the visitor scrolls, on a
 * phone and on a laptop, with an empty cache. The photo work's aims, printed beside the figures: a card
 * photo about 60 KB at most, a phone's detail page under 250 KB of images above the fold.
 */
export const IMAGE_TARGETS = { cardBytes: 60 * 1024, phoneDetailBytes: 250 * 1024 };

const PHOTO_LISTING = properties.find((property) => property.id === 'hyde-park-georgian-estate')!;

export const IMAGE_PAGES = ['/', `/property/${PHOTO_LISTING.id}`, '/properties'];

/** A phone as Lighthouse's mobile preset sees it, at a common phone's 3x as well, and a laptop. */
export const VIEWPORTS = [
  { name: 'phone 375 px at 1x', width: 375, height: 812, deviceScaleFactor: 1, isMobile: true },
  { name: 'phone 375 px at 3x', width: 375, height: 812, deviceScaleFactor: 3, isMobile: true },
  { name: 'laptop 1366 px at 1x', width: 1366, height: 768, deviceScaleFactor: 1, isMobile: false },
] as const;

export interface ImageDownload {
  url: string;
  bytes: number;
  contentType: string;
}

export interface PageImages {
  path: string;
  viewport: string;
  images: ImageDownload[];
  totalBytes: number;
}

/** Every image response the page received until the network was quiet, with the bytes of its body. */
async function imagesOf(page: Page, url: string): Promise<ImageDownload[]> {
  const downloads: Promise<ImageDownload>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    downloads.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          url: response.url(),
          bytes: sizes.responseBodySize,
          contentType: response.headers()['content-type'] ?? '',
        })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(downloads);
}

/** Raster photos (uploads, and the site's artwork as photos), as opposed to SVG icons and the fallback drawing. */
const isPhoto = (image: ImageDownload) => /^image\/(?:avif|webp|jpeg)$/.test(image.contentType);

/**
 * The aims as budgets, for `npm test`: the bytes are the same on every machine (the seed's photos
 * and their encoding are deterministic), so unlike a time they can gate. Answers each miss.
 */
export function imageBudgetMisses(results: PageImages[]): string[] {
  const detailPath = IMAGE_PAGES[1]!;
  return results.flatMap(({ path, viewport, images, totalBytes }) => [
    ...(path === detailPath
      ? []
      : images
          .filter((image) => isPhoto(image) && image.bytes > IMAGE_TARGETS.cardBytes)
          .map((image) => `${path} at ${viewport}: a card photo of ${kilobytes(image.bytes)} > ${kilobytes(IMAGE_TARGETS.cardBytes)}`)),
    ...(path === detailPath && viewport.startsWith('phone') && totalBytes > IMAGE_TARGETS.phoneDetailBytes
      ? [`${path} at ${viewport}: ${kilobytes(totalBytes)} of images > ${kilobytes(IMAGE_TARGETS.phoneDetailBytes)}`]
      : []),
  ]);
}

/** Measures and prints (to `print`) the image bytes of IMAGE_PAGES at each viewport; `everyImage` lists each file too. */
export async function measureImageBytes({ everyImage = true, print = console.log as Print } = {}): Promise<PageImages[]> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH });
  const results: PageImages[] = [];
  try {
    for (const path of IMAGE_PAGES) {
      for (const { name, ...viewport } of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: viewport.deviceScaleFactor,
          isMobile: viewport.isMobile,
        });
        const page = await context.newPage();
        const images = await imagesOf(page, auditedUrl(path));
        await context.close();
        results.push({ path, viewport: name, images, totalBytes: images.reduce((sum, image) => sum + image.bytes, 0) });
      }
    }
  } finally {
    await browser.close();
  }
  printImageBytes(results, everyImage, print);
  return results;
}

const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url).replace(/^.*\//, '');

function printImageBytes(results: PageImages[], everyImage: boolean, print: Print): void {
  print('\n[perf] Image bytes before any scroll (empty cache):');
  for (const { path, viewport, images, totalBytes } of results) {
    const largest = images.reduce((max, image) => Math.max(max, image.bytes), 0);
    print(
      `  ${path.padEnd(40)} ${viewport.padEnd(22)} ${String(images.length).padStart(2)} images  ${kilobytes(totalBytes).padStart(9)}  largest ${kilobytes(largest)}`,
    );
    if (everyImage) {
      for (const image of images)
        print(`      ${kilobytes(image.bytes).padStart(9)}  ${image.contentType.padEnd(12)} ${fileName(image.url)}`);
    }
  }
  print(
    `  Aims: a card photo at most about ${kilobytes(IMAGE_TARGETS.cardBytes)}; a phone's detail page under ${kilobytes(IMAGE_TARGETS.phoneDetailBytes)} of images.`,
  );
}
