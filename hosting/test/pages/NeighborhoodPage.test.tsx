import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import NeighborhoodPage from '@/pages/NeighborhoodPage';
import { hydePark, hydeParkHome, mockApi } from '../support/fixtures/contentPages';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

function renderPage(id = 'hyde-park') {
  return renderWithProviders(
    <Routes>
      <Route path="/neighborhoods/:id" element={<NeighborhoodPage />} />
    </Routes>,
    { route: `/neighborhoods/${id}` },
  );
}

describe('NeighborhoodPage', () => {
  it('shows the neighborhood: picture, name, description, highlights, map and its current listings', async () => {
    const fetch = mockApi({ '/api/neighborhoods/hyde-park': { body: hydePark }, '/api/properties': { body: [hydeParkHome] } });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hyde Park' })).toBeInTheDocument();
    expect(document.title).toBe('Hyde Park | Cincinnati Luxury Real Estate');
    expect(screen.getByText(hydePark.shortDescription)).toBeInTheDocument();
    expect(screen.getByText(hydePark.description)).toBeInTheDocument();
    expect(document.querySelector(`img[src="${hydePark.imageUrl}"]`)).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: 'Hyde Park highlights' });
    expect(within(highlights).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Hyde Park, Cincinnati, OH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');
    expect(screen.getByRole('link', { name: 'What is my home worth?' })).toHaveAttribute('href', '/home-value?neighborhood=Hyde+Park');

    const listings = await screen.findByRole('list', { name: 'Homes for sale in Hyde Park' });
    expect(within(listings).getByRole('heading', { name: hydeParkHome.title })).toBeInTheDocument();
    expect(within(listings).getByRole('link', { name: `View Details: ${hydeParkHome.title}` })).toHaveAttribute(
      'href',
      `/property/${hydeParkHome.id}`,
    );
    expect(screen.getByRole('link', { name: 'View all Hyde Park homes' })).toHaveAttribute('href', '/properties?neighborhood=Hyde%20Park');

    const listingUrl = new URL(String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/properties'))![0]), 'http://x');
    expect(listingUrl.searchParams.get('neighborhood')).toBe('Hyde Park');
  });

  it('says so when the neighborhood has no listings', async () => {
    mockApi({ '/api/neighborhoods/hyde-park': { body: hydePark }, '/api/properties': { body: [] } });
    renderPage();
    expect(await screen.findByText(/There are no homes for sale in Hyde Park right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all Hyde Park homes' })).toBeInTheDocument();
  });

  it('shows the listing load-failure text when only the listings fail', async () => {
    mockApi({ '/api/neighborhoods/hyde-park': { body: hydePark }, '/api/properties': { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load properties. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Hyde Park' })).toBeInTheDocument();
  });

  it('shows a loading state, then Neighborhood Not Found with a way back when the API answers 404', async () => {
    mockApi({});
    renderPage('atlantis');
    expect(screen.getByRole('status', { name: 'Loading neighborhood' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neighborhood Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');
    expect(document.title).toBe('Neighborhood Not Found | Cincinnati Luxury Real Estate');
  });

  it('shows the documented load-failure text on any other failure', async () => {
    mockApi({ '/api/neighborhoods/hyde-park': { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load neighborhoods. Please try again later.');
  });
});
