import { screen, waitFor, within } from '@testing-library/react';
import type { BlogPost } from '@estate/domain';
import BlogPostsTab from '@/features/content/dashboard/components/BlogPostsTab';
import {
  addButton,
  buttonIn,
  confirm,
  dialog,
  fill,
  jsonError,
  renderTab,
  rowAction,
  stubContentApi,
  user,
} from '../../support/contentTabHarness';

afterEach(() => jest.restoreAllMocks());

const PATH = '/api/blog-posts';

const jumbo: BlogPost = {
  id: 'jumbo-loans-explained',
  slug: 'jumbo-loans-explained',
  title: 'Jumbo Loans Explained',
  excerpt: 'What a jumbo mortgage asks of you.',
  body: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: '/media/blog/jumbo.svg',
  category: 'Buying Tips',
  publishedAt: '2026-11-18T14:30:00.000Z',
};
const draft: BlogPost = {
  id: 'spring-market-preview',
  slug: 'spring-market-preview',
  title: 'Spring Market Preview',
  excerpt: 'What sellers should expect.',
  body: 'Coming soon.',
  imageUrl: '',
  category: 'Market Updates',
  publishedAt: null,
};

async function openAddDialog(items: BlogPost[] = [jumbo, draft], answer?: Parameters<typeof stubContentApi>[2]) {
  const api = stubContentApi(PATH, items, answer);
  renderTab(<BlogPostsTab />);
  await screen.findByRole('table');
  await user.click(addButton('Blog Post'));
  return api;
}

async function fillNewPost() {
  await fill('Title', "Hyde Park's Best Cafés & Bars");
  await fill('Category', 'Lifestyle');
  await fill('Excerpt', 'Where to sit on the Square.');
  await fill('Body', 'Coffee first.\n\nThen a long lunch.');
}

describe('BlogPostsTab', () => {
  it('shows a row per post: title, slug linking to the article, category and the long US date or N/A', async () => {
    stubContentApi(PATH, [jumbo, draft]);
    renderTab(<BlogPostsTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Blog Posts' });

    const row = within(table).getByText('Jumbo Loans Explained').closest('tr')!;
    expect(within(row).getByText('jumbo-loans-explained').closest('a')).toHaveAttribute('href', '/blog/jumbo-loans-explained');
    expect(row).toHaveTextContent('Buying Tips');
    expect(row).toHaveTextContent('November 18, 2026');
    expect(within(table).getByText('Spring Market Preview').closest('tr')).toHaveTextContent('N/A');
  });

  it('shows the documented load-failure text', async () => {
    stubContentApi(PATH, [], () => jsonError(500, 'boom'));
    renderTab(<BlogPostsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts. Please try again later.');
  });

  it('shows the schema messages on an empty submit, focuses the first invalid field and sends nothing', async () => {
    const api = await openAddDialog();
    await user.click(buttonIn(dialog(), 'Create Blog Post'));
    for (const message of ['Title is required', 'Slug is required', 'Category is required', 'Excerpt is required', 'Body is required']) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await fill('Slug', 'Not A Slug');
    expect(await within(dialog()).findByText('Slug must be lower-case letters and digits joined by hyphens')).toBeInTheDocument();
  });

  it('suggests the slug from the title until the slug is typed, and offers the categories in use', async () => {
    await openAddDialog();
    await fill('Title', "Hyde Park's Best Cafés & Bars");
    expect(screen.getByLabelText('Slug')).toHaveValue('hyde-parks-best-cafes-and-bars');

    await fill('Slug', 'cafes');
    await fill('Title', 'Another Title');
    expect(screen.getByLabelText('Slug')).toHaveValue('cafes');

    await user.click(screen.getByLabelText('Category'));
    const popup = await waitFor(() => document.getElementById('blog-post-category_list')!.closest<HTMLElement>('.ant-select-dropdown')!);
    expect(within(popup).getByTitle('Buying Tips')).toBeInTheDocument();
    expect(within(popup).getByTitle('Market Updates')).toBeInTheDocument();
  });

  it('creates an unpublished post: the exact POST, then the toast', async () => {
    const api = await openAddDialog();
    await fillNewPost();
    await user.click(buttonIn(dialog(), 'Create Blog Post'));

    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: PATH,
        body: {
          title: "Hyde Park's Best Cafés & Bars",
          slug: 'hyde-parks-best-cafes-and-bars',
          category: 'Lifestyle',
          excerpt: 'Where to sit on the Square.',
          body: 'Coffee first.\n\nThen a long lunch.',
          imageUrl: '',
          publishedAt: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a chosen published date as that day in Cincinnati', async () => {
    const api = await openAddDialog();
    await fillNewPost();
    await user.click(screen.getByLabelText('Published date'));
    await user.paste('2026-03-01');
    await user.keyboard('{Enter}');
    await user.click(buttonIn(dialog(), 'Create Blog Post'));

    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({ publishedAt: '2026-03-01T12:00:00.000Z' });
  });

  it('shows a taken slug on the slug field and in the toast', async () => {
    await openAddDialog([jumbo], (call) => (call.method === 'POST' ? jsonError(409, 'A post with this slug already exists') : undefined));
    await fillNewPost();
    await user.click(buttonIn(dialog(), 'Create Blog Post'));

    expect(await screen.findByText('Failed to create blog post: A post with this slug already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('A post with this slug already exists');
    expect(screen.getByLabelText('Slug')).toHaveFocus();
  });

  it('edits a post: its values, no slug suggestion, and a PATCH keeping its publication time', async () => {
    const api = stubContentApi(PATH, [jumbo, draft]);
    renderTab(<BlogPostsTab />);
    await rowAction('Edit', 'Jumbo Loans Explained');
    expect(within(dialog()).getByText('Edit Blog Post')).toBeInTheDocument();
    expect(screen.getByLabelText('Body')).toHaveValue(jumbo.body);
    expect(screen.getByLabelText('Published date')).toHaveValue('November 18, 2026');

    await fill('Title', 'Jumbo Loans, Explained Again');
    expect(screen.getByLabelText('Slug')).toHaveValue('jumbo-loans-explained');
    await user.click(buttonIn(dialog(), 'Save Changes'));

    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    const { id: _id, ...fields } = jumbo;
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: `${PATH}/jumbo-loans-explained`, body: { ...fields, title: 'Jumbo Loans, Explained Again' } },
    ]);
  });

  it('deletes a post after the confirmation, then toasts', async () => {
    const api = stubContentApi(PATH, [jumbo, draft]);
    renderTab(<BlogPostsTab />);
    await rowAction('Delete', 'Spring Market Preview');
    const confirmation = await confirm('Delete');
    expect(confirmation).toHaveTextContent('Delete this blog post?');
    expect(confirmation).toHaveTextContent('“Spring Market Preview” will be removed from the website. This cannot be undone.');
    expect(await screen.findByText('Blog post deleted successfully')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: `${PATH}/spring-market-preview` }]);
  });
});
