import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@estate/domain';
import PropertiesPage from '@/pages/PropertiesPage';
import { activeListing, mlsListing } from '../support/fixtures/homeContent';
import { renderWithProviders } from '../support/renderWithProviders';
import { UrlQuery } from '../support/urlQuery';

const listing = (n: number, overrides: Partial<Property> = {}): Property => ({
  ...activeListing({
    id: `listing-${n}`,
    title: `Listing Number ${n}`,
    address: `${n} Grandin Rd, Cincinnati, OH 45208`,
    neighborhood: 'Hyde Park',
    price: 1_000_000 + n * 1000,
    images: ['/media/homes/home-01.svg'],
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 4200,
    description: 'A fine home.',
    propertyType: 'Single Family',
    isFeatured: false,
    isNewListing: false,
    createdAt: '2026-11-18T12:00:00.000Z',
  }),
  ...overrides,
});

const page = (items: Property[], nextCursor?: string) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(nextCursor ? { 'X-Next-Cursor': nextCursor } : {}) },
  });

/** Answers GET /api/properties with `answer(url)`; returns the spy to read the requested URLs. */
function answerListing(answer: (url: URL) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(new URL(String(input), 'http://localhost')));
}

const requestedUrls = (fetch: jest.SpyInstance) => fetch.mock.calls.map(([url]) => String(url));

const PageWithLocation = () => (
  <>
    <PropertiesPage />
    <UrlQuery />
  </>
);

const choose = (label: string, option: string) => userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);

afterEach(() => jest.restoreAllMocks());

describe('PropertiesPage', () => {
  it('shows the heading, the page title and six skeleton cards while loading', () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<PropertiesPage />, { route: '/properties' });
    expect(screen.getByRole('heading', { level: 1, name: 'Luxury Properties in Cincinnati' })).toBeInTheDocument();
    expect(screen.getAllByTestId('property-skeleton')).toHaveLength(6);
    expect(document.title).toBe('Luxury Properties | Cincinnati Luxury Real Estate');
  });

  it('shows the documented load-failure text', async () => {
    answerListing(() => new Response('{"message":"boom"}', { status: 500 }));
    renderWithProviders(<PropertiesPage />, { route: '/properties' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load properties. Please try again later.');
  });

  it('queries the API with the filters of the URL and shows the results with their count', async () => {
    const fetch = answerListing(() => page([listing(1), listing(2)]));
    renderWithProviders(<PropertiesPage />, {
      route:
        '/properties?neighborhood=Hyde+Park&propertyType=Single+Family&minPrice=750000&maxPrice=1500000&bedrooms=3&search=pool&sort=price_asc',
    });
    expect(await screen.findByRole('heading', { name: 'Listing Number 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listing Number 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 properties')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([
      '/api/properties?search=pool&neighborhood=Hyde+Park&propertyType=Single+Family&minPrice=750000&maxPrice=1500000&bedrooms=3&sort=price_asc',
    ]);
  });

  it('asks for the source, City and bathrooms of the URL, and carries the MLS disclaimer once when it shows MLS listings', async () => {
    const second = { ...mlsListing, id: 'cincy-mls_K-1002', title: '12 Main St' };
    const fetch = answerListing(() => page([mlsListing, listing(1), second]));
    renderWithProviders(<PropertiesPage />, { route: '/properties?city=West+Chester&bathrooms=2&source=mls' });
    expect(await screen.findByRole('heading', { name: mlsListing.title })).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/properties?city=West+Chester&bathrooms=2&source=mls']);
    expect(screen.getAllByText('Listed by Jane Agent, Tri-County Realty')).toHaveLength(2);
    expect(screen.getByText('Queen City Estates listing')).toBeInTheDocument();
    expect(screen.getAllByText(mlsListing.mls!.disclaimer!)).toHaveLength(1);
  });

  it('carries no MLS disclaimer when it shows only the agency’s listings', async () => {
    answerListing(() => page([listing(1)]));
    renderWithProviders(<PropertiesPage />, { route: '/properties' });
    expect(await screen.findByRole('heading', { name: 'Listing Number 1' })).toBeInTheDocument();
    expect(screen.queryByText(/deemed reliable/)).not.toBeInTheDocument();
  });

  it("loads the first row's photos with the page at low priority, and the rest as they near the screen", async () => {
    answerListing(() => page([1, 2, 3, 4, 5].map((n) => listing(n))));
    renderWithProviders(<PropertiesPage />);
    await screen.findByRole('heading', { name: 'Listing Number 1' });
    const photos = [1, 2, 3, 4, 5].map((n) => screen.getByRole('img', { name: `Listing Number ${n}` }));
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low', null, null]);
  });

  it('re-queries when a filter changes, and puts it in the URL', async () => {
    const fetch = answerListing((url) =>
      page(url.searchParams.get('propertyType') === 'Condo' ? [listing(7, { title: 'River Condo', propertyType: 'Condo' })] : [listing(1)]),
    );
    renderWithProviders(<PageWithLocation />, { route: '/properties?neighborhood=Downtown' });
    expect(await screen.findByRole('heading', { name: 'Listing Number 1' })).toBeInTheDocument();

    await choose('Property Type', 'Condo');
    expect(await screen.findByRole('heading', { name: 'River Condo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Listing Number 1' })).not.toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent('?neighborhood=Downtown&propertyType=Condo');
    expect(requestedUrls(fetch)).toEqual([
      '/api/properties?neighborhood=Downtown',
      '/api/properties?neighborhood=Downtown&propertyType=Condo',
    ]);

    await choose('Sort', 'Price: High to Low');
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/properties?neighborhood=Downtown&propertyType=Condo&sort=price_desc'));
  });

  describe('with a drawn area in the URL', () => {
    const AREA = 'p:39.145,-84.45;39.145,-84.43;39.13,-84.44';
    const areaQuery = new URLSearchParams({ area: AREA }).toString();

    it('asks for the area, says the listing is cut to it, and removes it with a plain link that keeps the other filters', async () => {
      const fetch = answerListing(() => page([listing(1)]));
      renderWithProviders(<PageWithLocation />, { route: `/properties?propertyType=Condo&${areaQuery}&sort=price_asc` });
      expect(await screen.findByRole('heading', { name: 'Listing Number 1' })).toBeInTheDocument();
      expect(requestedUrls(fetch)).toEqual([`/api/properties?propertyType=Condo&${areaQuery}&sort=price_asc`]);
      expect(screen.getByText('Within the drawn area')).toBeInTheDocument();
      const remove = screen.getByRole('link', { name: 'Remove the area' });
      expect(remove).toHaveAttribute('href', '/properties?propertyType=Condo&sort=price_asc');
      // The filter form sent without JavaScript keeps the area.
      expect(document.querySelector('input[type="hidden"][name="area"]')).toHaveValue(AREA);

      await userEvent.click(remove);
      expect(screen.getByTestId('query')).toHaveTextContent('?propertyType=Condo&sort=price_asc');
      expect(screen.queryByText('Within the drawn area')).not.toBeInTheDocument();
      await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe('/api/properties?propertyType=Condo&sort=price_asc'));
    });

    it('shows why the API cannot read the area, beside the link that removes it', async () => {
      const fetch = answerListing(() => new Response('{"message":"area must have a radius of 100 to 30,000 metres"}', { status: 400 }));
      renderWithProviders(<PropertiesPage />, { route: '/properties?neighborhood=Clifton&area=c:39.1,-84.5,5' });
      expect(await screen.findByRole('alert')).toHaveTextContent('area must have a radius of 100 to 30,000 metres');
      expect(screen.getByRole('link', { name: 'Remove the area' })).toHaveAttribute('href', '/properties?neighborhood=Clifton');
      expect(requestedUrls(fetch)).toEqual(['/api/properties?neighborhood=Clifton&area=c%3A39.1%2C-84.5%2C5']);
    });

    it('shows the API’s refusal of an area too large to search', async () => {
      answerListing(() => new Response('{"message":"Draw a smaller area"}', { status: 400 }));
      renderWithProviders(<PropertiesPage />, { route: `/properties?${areaQuery}` });
      expect(await screen.findByRole('alert')).toHaveTextContent('Draw a smaller area');
      expect(screen.getByText('Within the drawn area')).toBeInTheDocument();
    });
  });

  it('shows the empty state, whose Clear Filters removes every filter', async () => {
    const fetch = answerListing((url) => page(url.search ? [] : [listing(1)]));
    renderWithProviders(<PageWithLocation />, { route: '/properties?neighborhood=Clifton&propertyType=Land&bedrooms=5' });
    expect(await screen.findByRole('heading', { name: 'No properties found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('heading', { name: 'Listing Number 1' })).toBeInTheDocument();
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
    expect(requestedUrls(fetch).at(-1)).toBe('/api/properties');
  });

  it('loads the next page with Load More, appends it, and hides the button after the last page', async () => {
    let answerSecondPage: (response: Response) => void = () => {};
    const fetch = answerListing((url) => {
      if (url.searchParams.get('cursor') === 'page-2') return new Promise((resolve) => (answerSecondPage = resolve));
      return page(
        Array.from({ length: 12 }, (_, index) => listing(index + 1)),
        'page-2',
      );
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties?neighborhood=Hyde+Park' });
    expect(await screen.findByText('Showing 12 properties')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(requestedUrls(fetch).at(-1)).toBe('/api/properties?neighborhood=Hyde+Park&cursor=page-2');

    answerSecondPage(page([listing(13), listing(14)]));
    expect(await screen.findByRole('heading', { name: 'Listing Number 14' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listing Number 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 14 properties')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load More|Loading/ })).not.toBeInTheDocument();
  });
});
