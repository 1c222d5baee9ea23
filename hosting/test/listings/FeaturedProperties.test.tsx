import { screen, within } from '@testing-library/react';
import type { Property } from '@estate/domain';
import { FeaturedProperties } from '@/features/listings/components/FeaturedProperties';
import { renderWithProviders } from '../support/renderWithProviders';
import { property } from '../support/fixtures/homeContent';

// Featured and new, so both badges show.
const estate: Property = { ...property, isNewListing: true };

function answerFetch(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

afterEach(() => jest.restoreAllMocks());

describe('FeaturedProperties', () => {
  it('shows three skeleton cards while loading', () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<FeaturedProperties />);
    expect(screen.getAllByTestId('property-skeleton')).toHaveLength(3);
  });

  it('shows each featured property from GET /api/properties/featured', async () => {
    const fetch = answerFetch(200, [estate]);
    renderWithProviders(<FeaturedProperties />);

    const title = await screen.findByRole('heading', { name: 'Georgian Estate on Grandin Road' });
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByText('$2,450,000')).toBeInTheDocument();
    expect(within(card).getByText('5 Beds · 5.5 Baths · 6,200 Sq Ft')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('New Listing')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/property/hyde-park-georgian-estate');
    expect(fetch).toHaveBeenCalledWith('/api/properties/featured', { credentials: 'include', cache: 'no-store' });
  });

  it('shows the documented load-failure text when the API fails', async () => {
    answerFetch(500, { message: 'boom' });
    renderWithProviders(<FeaturedProperties />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load properties. Please try again later.');
  });
});
