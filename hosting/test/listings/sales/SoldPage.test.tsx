import { screen, within } from '@testing-library/react';
import type { Property, RecentSales } from '@estate/domain';
import SoldPage from '@/pages/SoldPage';
import NeighborhoodPage from '@/pages/NeighborhoodPage';
import { Route, Routes } from 'react-router-dom';
import { hydePark, hydeParkHome, mockApi } from '../../support/fixtures/contentPages';
import { renderWithProviders } from '../../support/renderWithProviders';

afterEach(() => jest.restoreAllMocks());

const sold: Property = {
  ...hydeParkHome,
  id: 'erie-tudor',
  title: 'Tudor Revival on Erie Avenue',
  StandardStatus: 'Closed',
  ClosePrice: 1_860_000,
  CloseDate: '2026-08-29',
  PurchaseContractDate: '2026-07-30',
};

const sales: RecentSales = {
  record: {
    since: '2025-11-25',
    until: '2026-11-25',
    total: { count: 3, volume: 3_170_000, medianSaleToList: 0.987, medianDaysOnMarket: 21 },
    neighborhoods: [
      { neighborhood: 'Hyde Park', count: 2, volume: 3_170_000, medianSaleToList: 1.012, medianDaysOnMarket: 14 },
      { neighborhood: 'Indian Hill', count: 1, volume: 0, medianSaleToList: null, medianDaysOnMarket: 38 },
    ],
  },
  listings: [sold],
};

describe('SoldPage', () => {
  it("shows the past 12 months' record in total and per neighborhood, and the sold homes as cards", async () => {
    mockApi({ '/api/sales': { body: sales } });
    renderWithProviders(<SoldPage />, { route: '/sold' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Recent Sales' })).toBeInTheDocument();
    expect(document.title).toBe('Recent Sales | Cincinnati Luxury Real Estate');
    expect(await screen.findByText(/Sales closed from November 25, 2025 to November 25, 2026/)).toBeInTheDocument();
    const total = screen.getByLabelText('All sales');
    const figure = (term: string) => within(total).getByText(term).nextElementSibling;
    expect(figure('Sales volume')).toHaveTextContent('$3,170,000');
    expect(figure('Homes sold')).toHaveTextContent('3');
    expect(figure('Median sale-to-list')).toHaveTextContent('98.7%');
    expect(figure('Median days on market')).toHaveTextContent('21');

    const table = screen.getByRole('table', { name: 'Sales by neighborhood, past 12 months' });
    expect(within(table).getByRole('row', { name: /Hyde Park/ })).toHaveTextContent('Hyde Park2$3,170,000101.2%14');
    expect(within(table).getByRole('row', { name: /Indian Hill/ })).toHaveTextContent('Indian Hill1$0N/A38');
    expect(within(table).getByRole('link', { name: 'Hyde Park' })).toHaveAttribute('href', '/neighborhoods/hyde-park');

    const cards = screen.getByRole('list', { name: 'Sold properties' });
    expect(within(cards).getByRole('heading', { name: sold.title })).toBeInTheDocument();
    expect(within(cards).getByText('Sold for $1,860,000 on August 29, 2026')).toBeInTheDocument();
    expect(within(cards).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every sold home' })).toHaveAttribute('href', '/properties?status=sold');
  });

  it('says so when the record cannot be read', async () => {
    mockApi({ '/api/sales': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<SoldPage />, { route: '/sold' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recent sales. Please try again later.');
  });
});

describe("a neighborhood page's record", () => {
  const renderNeighborhood = () =>
    renderWithProviders(
      <Routes>
        <Route path="/neighborhoods/:id" element={<NeighborhoodPage />} />
      </Routes>,
      { route: '/neighborhoods/hyde-park' },
    );

  it('shows its own figures of the past 12 months', async () => {
    mockApi({ '/api/neighborhoods/hyde-park': { body: hydePark }, '/api/properties': { body: [] }, '/api/sales': { body: sales } });
    renderNeighborhood();
    expect(await screen.findByRole('heading', { name: 'Our Sales in Hyde Park' })).toBeInTheDocument();
    const figures = screen.getByLabelText('Sales in Hyde Park');
    expect(within(figures).getByText('Median sale-to-list').nextElementSibling).toHaveTextContent('101.2%');
    expect(screen.getByRole('link', { name: 'All recent sales' })).toHaveAttribute('href', '/sold');
  });

  it('says when it had no sale', async () => {
    mockApi({
      '/api/neighborhoods/hyde-park': { body: hydePark },
      '/api/properties': { body: [] },
      '/api/sales': { body: { ...sales, record: { ...sales.record, neighborhoods: [] } } },
    });
    renderNeighborhood();
    expect(await screen.findByText('We have not closed a sale in Hyde Park in the past 12 months.')).toBeInTheDocument();
  });
});
