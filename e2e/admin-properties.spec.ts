import { loadedImage } from './support/loadedImage';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { crc32, deflateSync } from 'node:zlib';
import { formatPrice, POPUP_SEEN_STORAGE_KEY, type Property, type UploadedFile, type UploadResult } from '@estate/domain';
import { chooseAntdOption, cleanUp, removeProperties, removeUploads, signInAs, uniqueSuffix } from './support/admin';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A real PNG of one colour (the server sniffs the bytes, not the name). */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB; compression, filter and interlace stay 0
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [red, green, blue]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The three photos of the first test, each a PNG of one colour. */
const PHOTO_COLOURS = {
  front: [30, 90, 160],
  garden: [40, 150, 70],
  kitchen: [200, 180, 120],
} as const satisfies Record<string, [number, number, number]>;
type PhotoName = keyof typeof PHOTO_COLOURS;

/** Which of them a photo's URL is: the server names each photo after its dominant colour, `…_<rrggbb>.jpg`. */
function photoNamed(url: string): PhotoName {
  const hex = /_([0-9a-f]{6})\.jpg(?:\?.*)?$/.exec(url)?.[1] ?? '000000';
  const rgb = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const distance = (colour: readonly number[]) => colour.reduce((sum, value, index) => sum + (value - rgb[index]!) ** 2, 0);
  const names = Object.keys(PHOTO_COLOURS) as PhotoName[];
  return names.reduce((best, name) => (distance(PHOTO_COLOURS[name]) < distance(PHOTO_COLOURS[best]) ? name : best));
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
const titleCell = (page: Page, title: string) => page.getByRole('cell', { name: title, exact: true });
const action = (page: Page, verb: 'Edit' | 'Duplicate' | 'Delete', title: string) =>
  page.getByRole('button', { name: `${verb} ${title}`, exact: true });

/** Submits a property dialog and answers the listing the API saved, whose id it adds to `saved` for the cleanup. */
async function saveProperty(
  page: Page,
  dialog: Locator,
  submit: 'Create Property' | 'Update Property',
  saved: Set<string>,
): Promise<Property> {
  const responded = page.waitForResponse(
    (response) =>
      /\/api\/properties(\/[^/?]+)?$/.test(new URL(response.url()).pathname) && ['POST', 'PATCH'].includes(response.request().method()),
  );
  await dialog.getByRole('button', { name: submit }).click();
  const response = await responded;
  expect(response.ok()).toBe(true);
  const property = (await response.json()) as Property;
  saved.add(property.id);
  await expect(dialog).toBeHidden();
  return property;
}

async function deleteProperty(page: Page, title: string) {
  await action(page, 'Delete', title).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Property' });
  await expect(confirm).toContainText(`Delete “${title}”? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  // The previous delete's toast may still be fading out beside this one.
  await expect(toast(page, 'Property deleted successfully').last()).toBeVisible();
  await expect(titleCell(page, title)).toHaveCount(0);
}

test.beforeEach(async ({ context }) => {
  // The market-report popup would cover the public pages after 15 s or on exit intent.
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
});

test('an admin adds a listing with three photos, orders them, describes them, edits, duplicates and deletes it, and the public site follows', async ({
  page,
  baseURL,
}) => {
  const keyword = uniqueSuffix();
  const title = `Lakeside Villa ${keyword}`;
  const copyTitle = `${title} (Copy)`;
  const savedIds = new Set<string>();
  /** Each file becomes a photo in a request of its own. */
  const uploaded: UploadedFile[] = [];
  const urlOf = (name: PhotoName) => uploaded.find((photo) => photoNamed(photo.url) === name)!.url;

  try {
    await signInAs(page);
    await page.goto('/admin/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

    // Add, with three uploaded photos.
    await page.getByRole('button', { name: 'Add Property' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Property' });
    await addDialog.getByLabel('Title').fill(title);
    await addDialog.getByLabel('Address').fill('4100 Lakeside Ave, Cincinnati, OH 45208');
    await chooseAntdOption(page, addDialog.getByLabel('Neighborhood'), 'Oakley');
    // It starts Active: placed first (docs/product/dashboard.md#properties-tab).
    await addDialog.getByLabel('Latitude').fill('39.1561');
    await addDialog.getByLabel('Longitude').fill('-84.4268');
    await addDialog.getByLabel('Price', { exact: true }).fill('1234000');
    await addDialog.getByLabel('Bedrooms').fill('4');
    await addDialog.getByLabel('Bathrooms').fill('3.5');
    await addDialog.getByLabel('Square Feet').fill('3200');
    await addDialog.getByLabel('Description').fill('A lakeside villa with a boathouse, a pool and wide views over the water.');
    await chooseAntdOption(page, addDialog.getByLabel('Property Type'), 'Single Family');
    await addDialog.getByLabel('New Listing').click();

    // The uploads are held until each file's progress has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload-multiple', async (route) => {
      await released;
      await route.continue();
    });
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/upload-multiple' || !response.ok()) return;
      uploaded.push(...((await response.json()) as UploadResult).files);
    });
    await addDialog.getByTestId('property-images-files').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: solidPng(48, 32, PHOTO_COLOURS.front) },
      { name: 'garden.png', mimeType: 'image/png', buffer: solidPng(48, 32, PHOTO_COLOURS.garden) },
      { name: 'kitchen.png', mimeType: 'image/png', buffer: solidPng(48, 32, PHOTO_COLOURS.kitchen) },
    ]);
    const uploads = addDialog.getByRole('list', { name: 'Uploads' });
    // Two files go up at a time, each with its own progress; the third waits its turn.
    for (const name of ['front.png', 'garden.png']) {
      await expect(uploads.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute(
        'aria-valuetext',
        /^(Uploading \d+%|Making web sizes…)$/,
      );
    }
    await expect(uploads.getByRole('progressbar', { name: 'Upload of kitchen.png' })).toHaveAttribute(
      'aria-valuetext',
      'Waiting to upload',
    );
    await expect(addDialog.getByRole('button', { name: 'Create Property' })).toBeDisabled();
    release();
    await expect(uploads).toBeHidden();
    await expect(toast(page, '3 images uploaded successfully')).toBeVisible();
    await page.unroute('**/api/upload-multiple');
    await expect.poll(() => uploaded.length).toBe(3);

    // The photos stand in the order chosen; the first is the cover.
    const grid = addDialog.getByRole('list', { name: 'Uploaded images' });
    const tiles = grid.getByRole('listitem');
    const shownOrder = () => tiles.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const shownPhotos = async () => (await shownOrder()).map(photoNamed);
    await expect.poll(shownPhotos).toEqual(['front', 'garden', 'kitchen']);
    expect(new Set(uploaded.map((photo) => photoNamed(photo.url)))).toEqual(new Set(['front', 'garden', 'kitchen']));
    await expect(tiles.first()).toContainText('Cover');

    // The garden becomes the cover; then, by keyboard, the kitchen moves before the front.
    await addDialog.getByRole('button', { name: 'Make photo 2 the cover' }).click();
    await expect.poll(shownPhotos).toEqual(['garden', 'front', 'kitchen']);
    const kitchen = addDialog.getByRole('button', { name: 'Move photo 3', exact: true });
    await kitchen.focus();
    await page.keyboard.press('Space');
    await expect(kitchen).toHaveAttribute('aria-pressed', 'true');
    const announced = (text: string) => addDialog.getByRole('status').filter({ hasText: text });
    // dnd-kit listens for the arrow keys only from the task after the pick-up, which its first
    // announcement follows: an arrow pressed before it is lost on a busy machine.
    await expect(announced('Photo 3 is over position 3.')).toHaveCount(1);
    await page.keyboard.press('ArrowLeft');
    await expect(announced('Photo 3 is over position 2.')).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(announced('Photo 3 moved to position 2.')).toHaveCount(1);
    await expect.poll(shownPhotos).toEqual(['garden', 'kitchen', 'front']);
    await expect(addDialog.getByRole('button', { name: 'Move photo 2', exact: true })).toBeFocused();

    const alts = ['The garden and pool behind the villa', 'The kitchen with its island', 'The front of the villa from the lake'];
    for (const [index, alt] of alts.entries()) await addDialog.getByLabel(`Alt text for photo ${index + 1}`).fill(alt);
    const ordered = (['garden', 'kitchen', 'front'] as const).map(urlOf);

    const created = await saveProperty(page, addDialog, 'Create Property', savedIds);
    expect(created).toMatchObject({
      title,
      price: 1234000,
      bathrooms: 3.5,
      images: ordered,
      imageAlts: alts,
      isNewListing: true,
      Latitude: 39.1561,
      Longitude: -84.4268,
    });
    await expect(toast(page, 'Property created successfully')).toBeVisible();
    await expect(titleCell(page, title)).toBeVisible();

    // The public listing finds it by keyword, with the cover on its card.
    await page.goto(`/properties?search=${keyword}`);
    const listing = page.getByRole('list', { name: 'Properties for sale' });
    await expect(listing.getByRole('heading', { name: title })).toBeVisible();
    await expect(listing.getByText(formatPrice(1234000))).toBeVisible();
    const card = listing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.locator('img')).toHaveAttribute('src', ordered[0]!);

    // Its page shows the three photos in that order, the cover first, each with its alt text.
    await page.goto(`/property/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const cover = page.getByRole('img', { name: alts[0], exact: true }).first();
    await expect(cover).toHaveAttribute('src', ordered[0]!);
    // The browser took the cover's AVIF web size (48 px wide: never upscaled).
    const coverId = ordered[0]!.split('/').pop()!.split('_')[0]!;
    await expect.poll(() => loadedImage(cover)).toMatch(new RegExp(`/${coverId}-48\\.avif$`));
    // A slide's photo loads as it comes near: moving through the carousel brings each one in turn.
    for (const [index, url] of ordered.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Next image' }).click();
      await expect(page.locator(`img[alt="${alts[index]}"]`).first()).toHaveAttribute('src', url);
    }

    // Edit the price; the public page shows the new one.
    await page.goto('/admin/properties');
    await action(page, 'Edit', title).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Property' });
    await expect(editDialog.getByLabel('Title')).toHaveValue(title);
    await expect(editDialog.getByLabel('Alt text for photo 1')).toHaveValue(alts[0]!);
    await editDialog.getByLabel('Price', { exact: true }).fill('1299000');
    const updated = await saveProperty(page, editDialog, 'Update Property', savedIds);
    expect(updated).toMatchObject({ id: created.id, price: 1299000, images: ordered, imageAlts: alts });
    await expect(toast(page, 'Property updated successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ has: titleCell(page, title) })).toContainText(formatPrice(1299000));

    await page.goto(`/properties/${created.id}`);
    // The header's price first; the listing history repeats it.
    await expect(page.getByText(formatPrice(1299000), { exact: true }).first()).toBeVisible();

    // Duplicate: a second listing titled '(Copy)', with the same photos and alt texts.
    await page.goto('/admin/properties');
    await action(page, 'Duplicate', title).click();
    const copyDialog = page.getByRole('dialog', { name: 'Add Property' });
    await expect(copyDialog.getByLabel('Title')).toHaveValue(copyTitle);
    const copy = await saveProperty(page, copyDialog, 'Create Property', savedIds);
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({ title: copyTitle, price: 1299000, images: ordered, imageAlts: alts });
    await expect(titleCell(page, copyTitle)).toBeVisible();
    await expect(titleCell(page, title)).toBeVisible();

    // Delete both, each after its confirmation; the public site no longer has them.
    // The copy shares the photos: they stay until the last listing showing them is deleted.
    const photoStatuses = () => Promise.all(ordered.map(async (url) => (await page.request.get(url)).status()));
    await deleteProperty(page, copyTitle);
    expect(await photoStatuses()).toEqual([200, 200, 200]);
    await deleteProperty(page, title);
    expect(await photoStatuses()).toEqual([404, 404, 404]);

    await page.goto(`/properties?search=${keyword}`);
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    for (const id of [created.id, copy.id]) {
      await page.goto(`/properties/${id}`);
      await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    }
  } finally {
    // The listings go even when a step failed, or the other specs' listing pages would show them.
    await cleanUp(baseURL!, `the listings of ${keyword}`, async (api) => {
      await removeProperties(api, keyword, savedIds);
      await removeUploads(
        api,
        uploaded.map((photo) => photo.filename),
      );
    });
  }
});

test('at 375px the listings are cards and the dialog fits, and it all works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page);
  await page.goto('/admin/properties');

  const cards = page.getByRole('list', { name: 'Properties' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  /** Whether the element lies within the 375px viewport's width. */
  const fitsWidth = async (element: Locator) => {
    const box = (await element.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 375;
  };
  expect(await fitsWidth(page.getByRole('region', { name: 'Properties' }))).toBe(true);
  expect(await fitsWidth(cards)).toBe(true);

  const add = page.getByRole('button', { name: 'Add Property' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog).toBeVisible();
  expect(await fitsWidth(dialog)).toBe(true);

  // Submitting from the keyboard validates and focuses the first invalid field.
  await dialog.getByRole('button', { name: 'Create Property' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Named, so that a failure says where the focus went instead.
  const focused = () =>
    page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim().slice(0, 40)}`);
  await expect.poll(focused).toBe('BUTTON Add Property');
});

test('an admin creates, edits and deletes a listing with the keyboard alone', async ({ page, baseURL }) => {
  const keyword = uniqueSuffix();
  const title = `Keyboard Manor ${keyword}`;
  const savedIds = new Set<string>();
  /** Moves focus to `target` as Tab would, and presses `key` there. */
  const press = async (target: Locator, key = 'Enter') => {
    await target.focus();
    await page.keyboard.press(key);
  };
  const type = async (field: Locator, text: string) => {
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  };
  /** An antd select: Enter opens it, the arrow keys move through its options, Enter takes one. */
  const choose = async (field: Locator, option: string) => {
    await press(field, 'ArrowDown');
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    await expect(active).toBeVisible();
    for (let step = 0; step < 20 && (await active.getAttribute('title')) !== option; step += 1) await page.keyboard.press('ArrowDown');
    await expect(active).toHaveAttribute('title', option);
    await page.keyboard.press('Enter');
    await expect(field.locator('xpath=ancestor::*[contains(@class, "ant-select ")][1]')).toContainText(option);
  };
  const saved = () =>
    page.waitForResponse(
      (response) =>
        /\/api\/properties(\/[^/?]+)?$/.test(new URL(response.url()).pathname) && ['POST', 'PATCH'].includes(response.request().method()),
    );

  try {
    await signInAs(page);
    await page.goto('/admin/properties');
    await press(page.getByRole('button', { name: 'Add Property' }));
    const addDialog = page.getByRole('dialog', { name: 'Add Property' });
    await type(addDialog.getByLabel('Title'), title);
    await type(addDialog.getByLabel('Address'), '12 Keyboard Ln, Cincinnati, OH 45208');
    await choose(addDialog.getByLabel('Neighborhood'), 'Oakley');
    // The coordinates' inputs are the keyboard's way to place it; the map is for the mouse.
    await type(addDialog.getByLabel('Latitude'), '39.1547');
    await type(addDialog.getByLabel('Longitude'), '-84.4301');
    await type(addDialog.getByLabel('Price', { exact: true }), '990000');
    await type(addDialog.getByLabel('Bedrooms'), '3');
    await type(addDialog.getByLabel('Bathrooms'), '2');
    await type(addDialog.getByLabel('Square Feet'), '2400');
    await type(addDialog.getByLabel('Description'), 'A brick home on a quiet street, found and listed without a mouse.');
    await choose(addDialog.getByLabel('Property Type'), 'Single Family');
    const chooser = page.waitForEvent('filechooser');
    await press(addDialog.getByRole('button', { name: 'Images', exact: true }));
    await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: solidPng(48, 32, [120, 60, 40]) });
    await expect(addDialog.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem')).toHaveCount(1);
    const created = saved();
    await press(addDialog.getByRole('button', { name: 'Create Property' }));
    const property = (await (await created).json()) as Property;
    savedIds.add(property.id);
    expect(property).toMatchObject({
      title,
      neighborhood: 'Oakley',
      propertyType: 'Single Family',
      price: 990000,
      Latitude: 39.1547,
      Longitude: -84.4301,
    });
    await expect(addDialog).toBeHidden();

    await press(action(page, 'Edit', title));
    const editDialog = page.getByRole('dialog', { name: 'Edit Property' });
    await type(editDialog.getByLabel('Price', { exact: true }), '975000');
    const updated = saved();
    await press(editDialog.getByRole('button', { name: 'Update Property' }));
    expect(await (await updated).json()).toMatchObject({ id: property.id, price: 975000 });
    await expect(editDialog).toBeHidden();

    await press(action(page, 'Delete', title));
    const confirm = page.getByRole('dialog', { name: 'Delete Property' });
    await expect(confirm).toContainText(`Delete “${title}”? This cannot be undone.`);
    // As confirmInDialog: a key pressed while the dialog is still animating in can be lost.
    const confirmButton = confirm.getByRole('button', { name: 'Delete', exact: true });
    await expect(async () => {
      if (await confirmButton.isVisible()) await press(confirmButton);
      await expect(titleCell(page, title)).toHaveCount(0, { timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
    await expect(toast(page, 'Property deleted successfully').last()).toBeVisible();
  } finally {
    await cleanUp(baseURL!, `the listing of ${keyword}`, (api) => removeProperties(api, keyword, savedIds));
  }
});
