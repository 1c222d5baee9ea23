import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { BlogPost } from '@estate/domain';
import BlogPostPage from '@/pages/BlogPostPage';
import { blogPosts, mockApi } from '../support/fixtures/contentPages';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

const article: BlogPost = {
  ...blogPosts[0]!,
  body: 'Prices held firm this year.\n\nInventory grew modestly.\n  \nBuyers are taking more time.',
};

function renderPage(slug: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/:slug" element={<BlogPostPage />} />
    </Routes>,
    { route: `/blog/${slug}` },
  );
}

describe('BlogPostPage', () => {
  it('shows the full article: title, picture, date, category and one paragraph per block of text', async () => {
    const fetch = mockApi({ '/api/blog-posts/market-report': { body: article }, '/api/blog-posts?': { body: blogPosts } });
    renderPage('market-report');
    const heading = await screen.findByRole('heading', { level: 1, name: article.title });
    expect(document.title).toBe(`${article.title} | Cincinnati Luxury Real Estate`);
    const page = heading.closest('article')!;
    expect(within(page).getByRole('img', { name: article.title })).toHaveAttribute('src', article.imageUrl);
    expect(within(page).getByText('November 17, 2026')).toHaveAttribute('datetime', article.publishedAt);
    expect(within(page).getByRole('link', { name: 'Market Insights' })).toHaveAttribute('href', '/blog?category=Market%20Insights');
    const paragraphs = ['Prices held firm this year.', 'Inventory grew modestly.', 'Buyers are taking more time.'];
    for (const text of paragraphs) expect(within(page).getByText(text).tagName).toBe('P');
    expect(fetch).toHaveBeenCalledWith('/api/blog-posts/market-report', { credentials: 'include', cache: 'no-store' });
  });

  it('suggests three related articles: the same category first, then the newest', async () => {
    mockApi({ '/api/blog-posts/market-report': { body: article }, '/api/blog-posts?': { body: blogPosts } });
    renderPage('market-report');
    const related = (await screen.findByRole('heading', { level: 2, name: 'Related Articles' })).closest('section')!;
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.textContent);
    expect(titles).toEqual(['Urban Core or Suburbs?', 'Why Hyde Park Remains Coveted', 'Jumbo Loans Explained']);
    expect(within(related).getByRole('link', { name: /^Read Article\s?: Jumbo Loans Explained$/ })).toHaveAttribute(
      'href',
      '/blog/jumbo-loans',
    );
  });

  it('shows N/A for an article without a date', async () => {
    const undated = blogPosts[4]!;
    mockApi({ [`/api/blog-posts/${undated.slug}`]: { body: undated }, '/api/blog-posts?': { body: [] } });
    renderPage(undated.slug);
    const heading = await screen.findByRole('heading', { level: 1, name: undated.title });
    expect(within(heading.closest('article')!).getByText('N/A')).toBeInTheDocument();
  });

  it('shows a loading state, then Article Not Found with a link to the blog when the API answers 404', async () => {
    mockApi({});
    renderPage('no-such-article');
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Article Not Found | Cincinnati Luxury Real Estate');
  });

  it('shows the documented load-failure text on any other failure', async () => {
    mockApi({ '/api/blog-posts/market-report': { status: 500, body: { message: 'boom' } } });
    renderPage('market-report');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts. Please try again later.');
  });
});
