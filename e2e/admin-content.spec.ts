import { type Page } from '@playwright/test';
import { settled } from './support/settled';
import { expect, test } from './support/test';
import { POPUP_SEEN_STORAGE_KEY, type Neighborhood, type Testimonial } from '@estate/domain';
import { neighborhoods } from '../scripts/seed-data';
import { cleanUp, removeBlogPost, removeTestimonials, signInAs, uniqueSuffix } from './support/admin';

/** Opens the dashboard tab at `path`, titled `label`. */
async function openTab(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The confirmation dialog's 'Delete'. */
/** Deletes through the confirmation, once it has animated in: a click before that can be lost. */
async function confirmDelete(page: Page) {
  const confirmation = page.locator('.ant-modal-confirm');
  await settled(confirmation);
  await confirmation.getByRole('button', { name: 'Delete' }).click();
}

async function testimonialsNamed(page: Page, name: string): Promise<Testimonial[]> {
  const response = await page.request.get('/api/testimonials');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Testimonial[]).filter((testimonial) => testimonial.name === name);
}

test.describe('dashboard content tabs', () => {
  // The market-report popup is tested with the shell; here it counts as already seen.
  test.beforeEach(async ({ context, page }) => {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(POPUP_SEEN_STORAGE_KEY)}, 'true')`);
    await signInAs(page);
  });

  test('a blog post added, edited and deleted in the dashboard appears, changes and leaves /blog/{slug}', async ({ page, baseURL }) => {
    // Three trips between the dashboard and the article page.
    test.slow();
    const suffix = uniqueSuffix();
    const title = `E2E Post ${suffix}`;
    const slug = `e2e-post-${suffix}`;
    try {
      await openTab(page, '/admin/blog-posts', 'Blog Posts');

      await page.getByRole('button', { name: 'Add Blog Post' }).click();
      const add = page.getByRole('dialog', { name: 'Add Blog Post' });
      await add.getByLabel('Title').fill(title);
      await expect(add.getByLabel('Slug')).toHaveValue(slug);
      await add.getByLabel('Category').fill('Market Insights');
      await add.getByLabel('Excerpt').fill('A short look at one test article.');
      await add.getByLabel('Body').fill('The first paragraph of the article.\n\nThe second paragraph of the article.');
      // An old date: the post must not become the newest article that other tests expect first.
      await add.getByLabel('Published date').fill('2001-01-01');
      // The calendar takes a typed day when the field is left.
      await add.getByLabel('Published date').press('Tab');
      await expect(add.getByLabel('Published date')).toHaveValue('January 1, 2001');
      await add.getByRole('button', { name: 'Create Blog Post' }).click();
      await expect(page.getByText('Blog post created successfully')).toBeVisible();
      await expect(add).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: slug });
      await expect(row).toContainText(title);
      await expect(row).toContainText('January 1, 2001');

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('The second paragraph of the article.')).toBeVisible();
      await expect(page.getByText('January 1, 2001')).toBeVisible();

      await page.goto('/admin/blog-posts');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
      await edit.getByLabel('Title').fill(`${title} Revised`);
      await expect(edit.getByLabel('Slug')).toHaveValue(slug);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Blog post updated successfully')).toBeVisible();

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: `${title} Revised` })).toBeVisible();

      await page.goto('/admin/blog-posts');
      await page.getByRole('button', { name: `Delete ${title} Revised` }).click();
      await expect(page.getByText(`“${title} Revised” will be removed from the website. This cannot be undone.`)).toBeVisible();
      await confirmDelete(page);
      await expect(page.getByText('Blog post deleted successfully')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: slug })).toHaveCount(0);

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    } finally {
      await cleanUp(baseURL!, `blog post ${slug}`, (api) => removeBlogPost(api, slug));
    }
  });

  test('a slug another post has is refused on the slug field', async ({ page }) => {
    await openTab(page, '/admin/blog-posts', 'Blog Posts');
    await page.getByRole('button', { name: 'Add Blog Post' }).click();
    const add = page.getByRole('dialog', { name: 'Add Blog Post' });
    await add.getByLabel('Title').fill('Jumbo Loans Explained');
    await add.getByLabel('Slug').fill('jumbo-loans-explained');
    await add.getByLabel('Category').fill('Buying Tips');
    await add.getByLabel('Excerpt').fill('A duplicate.');
    await add.getByLabel('Body').fill('A duplicate.');
    await add.getByRole('button', { name: 'Create Blog Post' }).click();
    await expect(page.getByText('Failed to create blog post: A post with this slug already exists')).toBeVisible();
    await expect(add.getByLabel('Slug')).toHaveAccessibleDescription('A post with this slug already exists');
  });

  test('a testimonial added, edited and deleted in the dashboard is what the API serves', async ({ page, baseURL }) => {
    const name = `E2E Client ${uniqueSuffix()}`;
    try {
      await openTab(page, '/admin/testimonials', 'Testimonials');

      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      const add = page.getByRole('dialog', { name: 'Add Testimonial' });
      await add.getByLabel('Name').fill(name);
      await add.getByLabel('Role').fill('Home Buyer, Oakley');
      await add.getByLabel('Rating (1 to 5 stars)').fill('4');
      await add.getByLabel('Testimonial').fill('They found us a home before it reached the market.');
      await add.getByRole('button', { name: 'Create Testimonial' }).click();
      await expect(page.getByText('Testimonial created successfully')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      expect(await testimonialsNamed(page, name)).toEqual([
        expect.objectContaining({
          role: 'Home Buyer, Oakley',
          rating: 4,
          testimonial: 'They found us a home before it reached the market.',
        }),
      ]);

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
      await edit.getByLabel('Role').fill('Home Buyer, Hyde Park');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Testimonial updated successfully')).toBeVisible();
      await expect(row).toContainText('Home Buyer, Hyde Park');
      expect(await testimonialsNamed(page, name)).toEqual([expect.objectContaining({ role: 'Home Buyer, Hyde Park', rating: 4 })]);

      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await confirmDelete(page);
      await expect(page.getByText('Testimonial deleted successfully')).toBeVisible();
      await expect(row).toHaveCount(0);
      expect(await testimonialsNamed(page, name)).toEqual([]);
    } finally {
      await cleanUp(baseURL!, `testimonial ${name}`, (api) => removeTestimonials(api, name));
    }
  });

  test("a neighborhood's short description edited in the dashboard shows on /neighborhoods", async ({ page, baseURL }) => {
    const clifton = neighborhoods.find((neighborhood) => neighborhood.name === 'Clifton')!;
    const changed = `Gaslights and the university, edited ${uniqueSuffix()}.`;
    const cliftonRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Clifton', exact: true }) });
    await openTab(page, '/admin/neighborhoods', 'Neighborhoods');
    // Every name the agency serves is seeded, and a name is a neighborhood's id.
    await expect(page.getByRole('button', { name: 'Add Neighborhood' })).toBeDisabled();

    const editShortDescription = async (text: string) => {
      await page.getByRole('button', { name: 'Edit Clifton' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Neighborhood' });
      await dialog.getByLabel('Short description').fill(text);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Neighborhood updated successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
    };

    try {
      await editShortDescription(changed);
      await expect(cliftonRow).toContainText(changed);
      await page.goto('/neighborhoods');
      await expect(page.getByRole('list', { name: 'Neighborhoods' }).getByText(changed)).toBeVisible();

      await page.goto('/admin/neighborhoods');
      await editShortDescription(clifton.shortDescription);
      await expect(cliftonRow).not.toContainText(changed);
    } finally {
      // Leaves the seed as it was for the other tests even when a step above failed.
      await cleanUp(baseURL!, 'Clifton', async (api) => {
        const restore = await api.patch(`/api/neighborhoods/${clifton.id}`, { data: { shortDescription: clifton.shortDescription } });
        expect(((await restore.json()) as Neighborhood).shortDescription).toBe(clifton.shortDescription);
      });
    }
  });

  test('at 375px the table scrolls inside the tab, and a dialog works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('table', { name: 'Testimonials' })).toBeVisible();
    const tab = await page.getByRole('region', { name: 'Testimonials' }).boundingBox();
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(375);
    const tableScroller = page.locator('.ant-table-content');
    expect(await tableScroller.evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth)).toBe(true);

    await page.getByRole('button', { name: 'Add Testimonial' }).focus();
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add Testimonial' });
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Create Testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(add.getByLabel('Name')).toBeFocused();
    await expect(add.getByText('Name must be at least 2 characters')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
  });
});
