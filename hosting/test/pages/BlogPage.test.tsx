import { screen, within } from '@testing-library/react';
import BlogPage from '@/pages/BlogPage';
import { blogPosts, mockApi } from '../support/fixtures/contentPages';
import { fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const listHeading = () => screen.getByRole('heading', { level: 2, name: /Articles|Search Results/ });
const listedTitles = () =>
  within(listHeading().closest('section')!)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function renderLoaded(route = '/blog') {
  const fetch = mockApi({ '/api/blog-posts': { body: blogPosts } });
  renderWithProviders(<BlogPage />, { route });
  await screen.findByRole('heading', { level: 2, name: /Articles|Search Results|No articles found/ });
  return fetch;
}

describe('BlogPage', () => {
  it('asks for every post (limit 999) and shows skeletons while loading', () => {
    const fetch = mockApi({ '/api/blog-posts': 'pending' });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(screen.getAllByTestId('article-skeleton')).toHaveLength(3);
    expect(fetch).toHaveBeenCalledWith('/api/blog-posts?limit=999', { credentials: 'include', cache: 'no-store' });
    expect(document.title).toBe('Real Estate Blog | Cincinnati Luxury Real Estate');
  });

  it('features the newest post, then lists the rest under Latest Articles, each with Read Article', async () => {
    await renderLoaded();
    const featured = screen.getByRole('article', { name: 'Cincinnati Luxury Market Report' });
    expect(within(featured).getByRole('link', { name: /^Read Article\s?: Cincinnati Luxury Market Report$/ })).toHaveAttribute(
      'href',
      '/blog/market-report',
    );
    expect(listHeading()).toHaveTextContent('Latest Articles');
    expect(listedTitles()).toEqual(blogPosts.slice(1).map((post) => post.title));
    expect(screen.getByRole('link', { name: /^Read Article\s?: Jumbo Loans Explained$/ })).toHaveAttribute('href', '/blog/jumbo-loans');
    expect(screen.getAllByText('N/A')).toHaveLength(1);
  });

  it('offers All Categories and the distinct categories of the posts', async () => {
    await renderLoaded();
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Categories',
      'Buying Tips',
      'Market Insights',
      'Neighborhood Guides',
    ]);
  });

  it('filters by category under the heading {category} Articles, without a featured post', async () => {
    await renderLoaded();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Neighborhood Guides');
    expect(listHeading()).toHaveTextContent('Neighborhood Guides Articles');
    expect(listedTitles()).toEqual(['Why Hyde Park Remains Coveted', 'Historic Homes in Over-the-Rhine']);
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('searches titles and excerpts, ignoring case, under Search Results', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Search articles'), 'market');
    expect(listHeading()).toHaveTextContent('Search Results');
    // 'Market' in one title, 'MARKET' in another post's excerpt.
    expect(listedTitles()).toEqual(['Cincinnati Luxury Market Report', 'Urban Core or Suburbs?']);
    expect(screen.getByRole('status')).toHaveTextContent('2 articles found');

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Buying Tips');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or explore other categories')).toBeInTheDocument();
  });

  it('reads the filter from the URL', async () => {
    await renderLoaded('/blog?category=Buying+Tips');
    expect(listHeading()).toHaveTextContent('Buying Tips Articles');
    expect(listedTitles()).toEqual(['Jumbo Loans Explained']);
  });

  it('shows the empty state when there are no posts', async () => {
    mockApi({ '/api/blog-posts': { body: [] } });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
  });

  it('shows the documented load-failure text when the API fails', async () => {
    mockApi({ '/api/blog-posts': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts. Please try again later.');
  });

  it('has a newsletter box and a quarterly-report box that make no call', async () => {
    const fetch = await renderLoaded();
    const newsletter = screen.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await userEvent.type(within(newsletter).getByLabelText('Email address'), 'reader@example.com');
    await userEvent.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    const report = screen.getByRole('region', { name: 'Quarterly Market Report' });
    await userEvent.type(within(report).getByLabelText('Email address'), 'reader@example.com');
    await userEvent.click(within(report).getByRole('button', { name: 'Get the Report' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(within(newsletter).getByLabelText('Email address')).toHaveAttribute('type', 'email');
  });
});
