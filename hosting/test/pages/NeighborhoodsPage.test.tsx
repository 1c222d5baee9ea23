import { screen, within } from '@testing-library/react';
import NeighborhoodsPage from '@/pages/NeighborhoodsPage';
import { hydePark, mockApi, oakley } from '../support/fixtures/contentPages';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

describe('NeighborhoodsPage', () => {
  it('has its title and shows six placeholders while loading', () => {
    mockApi({ '/api/neighborhoods': 'pending' });
    renderWithProviders(<NeighborhoodsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cincinnati Neighborhoods' })).toBeInTheDocument();
    expect(document.title).toBe('Cincinnati Neighborhoods | Cincinnati Luxury Real Estate');
    expect(screen.getAllByTestId('neighborhood-skeleton')).toHaveLength(6);
  });

  it('shows a card per neighborhood, then a section per neighborhood at its anchor', async () => {
    const fetch = mockApi({ '/api/neighborhoods': { body: [hydePark, oakley] } });
    const { container } = renderWithProviders(<NeighborhoodsPage />);

    const cards = await screen.findByRole('list', { name: 'Neighborhoods' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: 'Explore Area: Hyde Park' })).toHaveAttribute('href', '/neighborhoods/hyde-park');
    expect(within(cards).getByText(hydePark.shortDescription)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/neighborhoods', { credentials: 'include', cache: 'no-store' });

    const section = container.querySelector<HTMLElement>('#neighborhood-hyde-park')!;
    expect(within(section).getByRole('heading', { level: 2, name: 'Hyde Park' })).toBeInTheDocument();
    expect(within(section).getByText(hydePark.description)).toBeInTheDocument();
    const highlights = within(section).getByRole('list', { name: 'Hyde Park highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Top-rated schools', 'Fine dining', 'Parks & recreation']);
    expect(within(section).getByRole('img', { name: 'Hyde Park, Cincinnati' })).toHaveAttribute('src', hydePark.imageUrl);
    expect(within(section).getByText('Hyde Park, Cincinnati, OH')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Hyde%20Park%2C%20Cincinnati%2C%20OH',
    );
  });

  it('shows the fallback image for a neighborhood without one', async () => {
    mockApi({ '/api/neighborhoods': { body: [oakley] } });
    const { container } = renderWithProviders(<NeighborhoodsPage />);
    await screen.findByRole('list', { name: 'Neighborhoods' });
    const section = container.querySelector<HTMLElement>('#neighborhood-oakley')!;
    expect(within(section).getByRole('img', { name: 'Oakley, Cincinnati' })).toHaveAttribute('src', '/media/fallback.svg');
  });

  it('shows the documented load-failure text when the API fails', async () => {
    mockApi({ '/api/neighborhoods': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<NeighborhoodsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load neighborhoods. Please try again later.');
    expect(screen.queryByTestId('neighborhood-skeleton')).not.toBeInTheDocument();
  });
});
