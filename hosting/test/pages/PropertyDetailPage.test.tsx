import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { WITHHELD_ADDRESS, type HistoryRow, type Property, type PublicOpenHouse } from '@estate/domain';
import PropertyDetailPage from '@/pages/PropertyDetailPage';
import { pageReport, PageReporterContext } from '@/components/pageMeta/PageReporter';
import { hydeParkHome, mockApi } from '../support/fixtures/contentPages';
import { mlsListing } from '../support/fixtures/homeContent';
import { renderWithProviders } from '../support/renderWithProviders';

const home: Property = {
  ...hydeParkHome,
  images: ['/media/homes/home-01.svg', '/media/homes/home-10.svg', '/media/homes/home-11.svg', '/media/homes/home-08.svg'],
  isNewListing: true,
  squareFeet: 12_450,
};

afterEach(() => jest.restoreAllMocks());

/** The listing's open houses: none unless a test gives some (docs/product/open-houses.md#open-houses). */
const noOpenHouses = { [`/api/properties/${home.id}/open-houses`]: { body: [] } };

/** The detail page at both of its routes, as router.tsx mounts it; `report` receives what it says of itself, as on the server. */
function renderDetail(route: string, { reporter }: { reporter?: ReturnType<typeof pageReport>['reporter'] } = {}) {
  return renderWithProviders(
    <PageReporterContext.Provider value={reporter ?? null}>
      <Routes>
        <Route path="/property/:id" element={<PropertyDetailPage />} />
        <Route path="/properties/:id" element={<PropertyDetailPage />} />
      </Routes>
    </PageReporterContext.Provider>,
    { route },
  );
}

describe('PropertyDetailPage', () => {
  it('shows a loading skeleton and the generic title while the property loads', () => {
    mockApi({ [`/api/properties/${home.id}`]: 'pending' });
    renderDetail(`/property/${home.id}`);
    expect(screen.getByTestId('property-detail-skeleton')).toBeInTheDocument();
    expect(document.title).toBe('Property Details | Cincinnati Luxury Real Estate');
  });

  it('shows the property: title, address, price, facts with separators, description, badges, actions and map', async () => {
    const fetch = mockApi({
      [`/api/properties/${home.id}`]: { body: home },
      [`/api/properties/${home.id}/history`]: { body: [] },
      ...noOpenHouses,
    });
    renderDetail(`/property/${home.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();
    expect(document.title).toBe(`${home.title} | Cincinnati Luxury Real Estate`);
    expect(fetch).toHaveBeenCalledWith(`/api/properties/${home.id}`, { credentials: 'include', cache: 'no-store' });
    expect(screen.getAllByText(home.address).length).toBeGreaterThan(0);
    expect(screen.getByText('$2,450,000')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('New Listing')).toBeInTheDocument();
    expect(screen.getByText(home.description)).toBeInTheDocument();

    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Bedrooms')).toHaveTextContent('5');
    expect(fact('Bathrooms')).toHaveTextContent('5.5');
    expect(fact('Square Feet')).toHaveTextContent('12,450');
    expect(fact('Property Type')).toHaveTextContent('Single Family');
    expect(within(fact('Neighborhood') as HTMLElement).getByRole('link', { name: 'Hyde Park' })).toHaveAttribute(
      'href',
      '/neighborhoods/hyde-park',
    );

    expect(screen.getByRole('link', { name: 'Schedule a Showing' })).toHaveAttribute('href', `/schedule-showing?propertyId=${home.id}`);
    expect(screen.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
  });

  it('has a photo carousel whose controls are disabled at the ends and which follows the arrow keys', async () => {
    mockApi({ [`/api/properties/${home.id}`]: { body: home }, [`/api/properties/${home.id}/history`]: { body: [] }, ...noOpenHouses });
    renderDetail(`/properties/${home.id}`);
    const carousel = await screen.findByRole('region', { name: `Photos of ${home.title}` });
    const previous = within(carousel).getByRole('button', { name: 'Previous image' });
    const next = within(carousel).getByRole('button', { name: 'Next image' });
    expect(within(carousel).getByText('1 / 4')).toBeInTheDocument();
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(within(carousel).getByText('2 / 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(carousel).getByText('4 / 4')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(carousel).getByText('3 / 4')).toBeInTheDocument();
  });

  it('shows Property Not Found, with a way back to the listing, when the API answers 404', async () => {
    mockApi({});
    renderDetail('/property/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The property you're looking for may have been removed or is no longer available.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
    expect(document.title).toBe('Property Details | Cincinnati Luxury Real Estate');
  });

  it('shows Property Not Found when the API fails', async () => {
    mockApi({ '/api/properties/': { status: 500, body: { message: 'boom' } } });
    renderDetail(`/properties/${home.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Not Found' })).toBeInTheDocument();
  });

  describe('a listing with a life', () => {
    const sold: Property = {
      ...home,
      StandardStatus: 'Closed',
      OnMarketDate: '2026-03-02',
      PurchaseContractDate: '2026-04-10',
      CloseDate: '2026-05-15',
      ClosePrice: 2_390_000,
      DaysOnMarket: 39,
    };
    const history: HistoryRow[] = [
      { date: '2026-05-15', event: 'Sold', price: 2_390_000 },
      { date: '2026-04-10', event: 'Under contract', price: 2_450_000 },
      { date: '2026-03-02', event: 'Listed', price: 2_450_000 },
    ];
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

    it('shows a sale: the Sold badge, "Sold for $X on <date>", the history with days on market, and no showing request', async () => {
      mockApi({
        [`/api/properties/${home.id}`]: { body: sold },
        [`/api/properties/${home.id}/history`]: { body: history },
        ...noOpenHouses,
      });
      renderDetail(`/property/${home.id}`);

      expect(await screen.findByRole('heading', { name: 'Listing History' })).toBeInTheDocument();
      expect(screen.getByText('Sold', { selector: 'span' })).toBeInTheDocument();
      expect(screen.queryByText('Featured')).not.toBeInTheDocument();
      expect(screen.getByText('Sold for $2,390,000 on May 15, 2026')).toBeInTheDocument();
      expect(screen.getByText('39 days on market')).toBeInTheDocument();
      expect(row('Sold')).toHaveTextContent('May 15, 2026Sold$2,390,000');
      expect(row('Listed')).toHaveTextContent('March 2, 2026Listed$2,450,000');
      expect(screen.getByText('This home has sold')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Schedule a Showing' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See Our Recent Sales' })).toHaveAttribute('href', '/sold');
    });

    it('says "Sold on <date>" and "Not disclosed" when the sale price is withheld', async () => {
      const { ClosePrice: _withheld, ...withheld } = sold;
      mockApi({
        [`/api/properties/${home.id}`]: { body: { ...withheld, showSoldPrice: false } },
        [`/api/properties/${home.id}/history`]: { body: [{ ...history[0], price: null }, ...history.slice(1)] },
        ...noOpenHouses,
      });
      renderDetail(`/property/${home.id}`);
      expect(await screen.findByText('Sold on May 15, 2026')).toBeInTheDocument();
      expect(await screen.findByRole('row', { name: /Sold/ })).toHaveTextContent('Not disclosed');
    });

    it('shows a cut as "Price reduced $X on <date>"', async () => {
      const cut: Property = {
        ...home,
        price: 2_300_000,
        ListPrice: 2_300_000,
        PreviousListPrice: 2_450_000,
        PriceChangeTimestamp: '2026-11-02',
      };
      mockApi({ [`/api/properties/${home.id}`]: { body: cut }, [`/api/properties/${home.id}/history`]: { body: [] }, ...noOpenHouses });
      renderDetail(`/property/${home.id}`);
      expect(await screen.findByText('Price reduced $150,000')).toHaveTextContent('Price reduced $150,000 on November 2, 2026');
      expect(screen.getByText('$2,300,000')).toBeInTheDocument();
    });

    it('shows a Coming Soon listing with its badge and no showing request until it goes Active', async () => {
      const { OnMarketDate: _none, ...comingSoon } = home;
      mockApi({
        [`/api/properties/${home.id}`]: { body: { ...comingSoon, StandardStatus: 'Coming Soon' } },
        [`/api/properties/${home.id}/history`]: { body: [] },
        ...noOpenHouses,
      });
      renderDetail(`/property/${home.id}`);
      expect(await screen.findByText('Coming Soon', { selector: 'span' })).toBeInTheDocument();
      expect(screen.getByText('Coming soon')).toBeInTheDocument();
      expect(screen.getByText(home.description)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Schedule a Showing' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
    });
  });

  describe('whose listing it is (docs/product/site.md#listing-attribution)', () => {
    const mlsAnswers = (listing: Property) => ({
      [`/api/properties/${listing.id}`]: { body: listing },
      [`/api/properties/${listing.id}/history`]: { body: [] },
      [`/api/properties/${listing.id}/open-houses`]: { body: [] },
    });

    it("names an MLS listing's office and agent, carries its disclaimer, and takes showing requests and hearts by its id", async () => {
      mockApi(mlsAnswers(mlsListing));
      renderDetail(`/property/${mlsListing.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: mlsListing.title })).toBeInTheDocument();
      expect(screen.getByText('Listed by Jane Agent, Tri-County Realty')).toBeInTheDocument();
      expect(screen.getByText(mlsListing.mls!.disclaimer!)).toBeInTheDocument();
      expect(screen.queryByText('Queen City Estates listing')).not.toBeInTheDocument();
      // Outside the agency's neighborhoods: its City, with no guide to link.
      expect(screen.getByText('City', { selector: 'dt' }).nextElementSibling).toHaveTextContent('West Chester');
      expect(screen.queryByText('Neighborhood', { selector: 'dt' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Schedule a Showing' })).toHaveAttribute(
        'href',
        `/schedule-showing?propertyId=${encodeURIComponent(mlsListing.id)}`,
      );
      expect(screen.getByRole('link', { name: `Save ${mlsListing.title} to your favourites (sign in first)` })).toBeInTheDocument();
      expect(screen.getByText(mlsListing.address, { selector: 'p[class~="place"]' })).toBeInTheDocument();
    });

    it("marks the agency's own listing as the agency's, with no MLS disclaimer", async () => {
      mockApi({ [`/api/properties/${home.id}`]: { body: home }, [`/api/properties/${home.id}/history`]: { body: [] }, ...noOpenHouses });
      renderDetail(`/property/${home.id}`);
      expect(await screen.findByText('Queen City Estates listing')).toBeInTheDocument();
      expect(screen.queryByText(/deemed reliable/)).not.toBeInTheDocument();
      expect(screen.queryByText(/^Listed by/)).not.toBeInTheDocument();
    });

    it('shows a withheld address as the server gives it: no street on the page, its map or its structured data', async () => {
      const withheld: Property = {
        ...mlsListing,
        id: 'cincy-mls_K-2002',
        title: 'Single Family in Hyde Park',
        address: `${WITHHELD_ADDRESS}, Cincinnati, OH 45208`,
        neighborhood: 'Hyde Park',
        City: 'Cincinnati',
        mls: { ...mlsListing.mls!, listingKey: 'K-2002', addressWithheld: true },
      };
      mockApi(mlsAnswers(withheld));
      const { reporter, report } = pageReport();
      renderDetail(`/properties/${withheld.id}`, { reporter });
      expect(await screen.findByRole('heading', { level: 1, name: withheld.title })).toBeInTheDocument();
      expect(screen.getByText(withheld.address, { selector: 'header p' })).toBeInTheDocument();
      // The map at the neighborhood's precision, not the withheld line's postal code.
      expect(screen.getByText('Hyde Park, Cincinnati, OH', { selector: 'p[class~="place"]' })).toBeInTheDocument();

      const [listing] = report.meta!.structuredData!('https://www.example.com') as unknown as [Record<string, unknown>];
      const accommodation = listing.mainEntity as { address: Record<string, string> };
      expect(accommodation.address).toEqual({
        '@type': 'PostalAddress',
        addressLocality: 'Cincinnati',
        addressRegion: 'OH',
        postalCode: '45208',
        addressCountry: 'US',
      });
      expect(JSON.stringify(listing)).not.toMatch(/streetAddress|latitude|longitude|geo/i);
    });

    it('gives the street of an MLS listing whose address is shown, in its own City', async () => {
      mockApi(mlsAnswers(mlsListing));
      const { reporter, report } = pageReport();
      renderDetail(`/properties/${mlsListing.id}`, { reporter });
      await screen.findByRole('heading', { level: 1, name: mlsListing.title });
      const [listing] = report.meta!.structuredData!('https://www.example.com') as unknown as [Record<string, unknown>];
      expect((listing.mainEntity as { address: Record<string, string> }).address).toMatchObject({
        streetAddress: mlsListing.address,
        addressLocality: 'West Chester',
        postalCode: '45069',
      });
    });
  });

  it("shows the listing's open houses, and a preview by invitation without its time", async () => {
    const openHouses: PublicOpenHouse[] = [
      {
        kind: 'open',
        id: 'oh-1',
        type: 'Public',
        startsAt: '2026-12-05T18:00:00.000Z',
        endsAt: '2026-12-05T20:00:00.000Z',
        clock: { day: '2026-12-05', start: '13:00', end: '15:00' },
        remarks: 'Refreshments on the terrace.',
        full: false,
        listing: { id: home.id, title: home.title, address: home.address, neighborhood: 'Hyde Park' },
      },
      { kind: 'invitation', id: 'oh-2', type: 'By Invitation', neighborhood: 'Hyde Park' },
    ];
    mockApi({
      [`/api/properties/${home.id}`]: { body: home },
      [`/api/properties/${home.id}/history`]: { body: [] },
      [`/api/properties/${home.id}/open-houses`]: { body: openHouses },
    });
    renderDetail(`/properties/${home.id}`);
    const section = await screen.findByRole('list', { name: 'Open houses of this home' });
    expect(within(section).getByText('Saturday, December 5, 2026')).toBeInTheDocument();
    expect(within(section).getByText(/1:00 PM – 3:00 PM/)).toBeInTheDocument();
    expect(within(section).getByText('Refreshments on the terrace.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'RSVP' })).toHaveAttribute('href', '/open-houses/oh-1');
    expect(within(section).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/open-houses/oh-1.ics');
    expect(within(section).getByRole('heading', { name: 'Private preview, by invitation' })).toBeInTheDocument();
  });
});
