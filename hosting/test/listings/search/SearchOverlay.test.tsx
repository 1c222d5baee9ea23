import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchPage from '@/pages/SearchPage';
import { buildPropertySearch, propertySearchPath } from '@/features/listings/search/searchQuery';
import { renderShell } from '../../support/renderWithRouter';

afterEach(() => jest.restoreAllMocks());

const params = (router: ReturnType<typeof renderShell>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const overlay = () => screen.findByRole('dialog', { name: 'Find Your Dream Home' });
const openSearchPage = () => renderShell({ route: '/search', pages: { '/search': <SearchPage /> } });

describe('buildPropertySearch', () => {
  it('leaves every default out', () => {
    expect(
      buildPropertySearch({ keyword: '', neighborhood: 'All Neighborhoods', propertyType: 'All Types', priceRange: 'Any Price' }),
    ).toBe('');
    expect(buildPropertySearch({})).toBe('');
    expect(propertySearchPath({})).toBe('/properties');
  });

  it('adds the trimmed keyword as search, and no whitespace-only keyword', () => {
    expect(buildPropertySearch({ keyword: '  river view  ' })).toBe('search=river+view');
    expect(buildPropertySearch({ keyword: '   ' })).toBe('');
  });

  it('adds neighborhood and propertyType unless they are the defaults', () => {
    expect(
      Object.fromEntries(new URLSearchParams(buildPropertySearch({ neighborhood: 'Over-the-Rhine', propertyType: 'Multi-Family' }))),
    ).toEqual({
      neighborhood: 'Over-the-Rhine',
      propertyType: 'Multi-Family',
    });
  });

  it('splits the price range on the dash into minPrice and maxPrice', () => {
    expect(buildPropertySearch({ priceRange: '2000000-999999999' })).toBe('minPrice=2000000&maxPrice=999999999');
    expect(buildPropertySearch({ priceRange: 'Any Price' })).toBe('');
  });
});

describe('SearchOverlay', () => {
  it('opens at once on /search with the documented title, keyword box and selects at their defaults', async () => {
    openSearchPage();
    const dialog = within(await overlay());
    expect(dialog.getByPlaceholderText('Search by keywords, address, or MLS#')).toBeInTheDocument();
    expect(dialog.getByLabelText('Location')).toHaveDisplayValue('All Neighborhoods');
    expect(dialog.getByLabelText('Property Type')).toHaveDisplayValue('All Types');
    expect(dialog.getByLabelText('Price Range')).toHaveDisplayValue('Any Price');
    expect(dialog.getByRole('option', { name: '$2M+' })).toHaveValue('2000000-999999999');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('searches with every choice, the keyword trimmed, and makes no call', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const { router } = openSearchPage();
    const dialog = within(await overlay());
    await userEvent.type(dialog.getByPlaceholderText('Search by keywords, address, or MLS#'), '  wine cellar  ');
    await userEvent.selectOptions(dialog.getByLabelText('Location'), 'Indian Hill');
    await userEvent.selectOptions(dialog.getByLabelText('Property Type'), 'Single Family');
    await userEvent.selectOptions(dialog.getByLabelText('Price Range'), '$1M - $2M');
    await userEvent.click(dialog.getByRole('button', { name: 'Search Properties' }));

    expect(router.state.location.pathname).toBe('/properties');
    expect(params(router)).toEqual({
      search: 'wine cellar',
      neighborhood: 'Indian Hill',
      propertyType: 'Single Family',
      minPrice: '1000000',
      maxPrice: '2000000',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches with no parameters when everything is left at its default; Enter in the keyword box searches too', async () => {
    const { router } = openSearchPage();
    const dialog = within(await overlay());
    await userEvent.type(dialog.getByPlaceholderText('Search by keywords, address, or MLS#'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/properties');
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['Hyde Park Homes', { neighborhood: 'Hyde Park' }],
    ['Luxury Condos', { propertyType: 'Condo' }],
    ['$750k - $1.5M Homes', { minPrice: '750000', maxPrice: '1500000' }],
    ['Downtown Lofts', { neighborhood: 'Downtown', search: 'loft' }],
  ])('the popular search %s applies exactly what it names, at once', async (label, expected) => {
    const { router } = openSearchPage();
    const dialog = within(await overlay());
    // A stale selection must not leak into the popular search.
    await userEvent.selectOptions(dialog.getByLabelText('Property Type'), 'Land');
    await userEvent.click(dialog.getByRole('button', { name: label }));
    expect(router.state.location.pathname).toBe('/properties');
    expect(params(router)).toEqual(expected);
  });

  it('returns to the home page when closed with Escape on /search, and unlocks scrolling', async () => {
    const { router } = openSearchPage();
    await overlay();
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('returns to the home page when closed with its close button on /search', async () => {
    const { router } = openSearchPage();
    await userEvent.click(within(await overlay()).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opened from the header, closes on Escape, stays on the page and gives focus back to the search button', async () => {
    const { router } = renderShell({ route: '/about' });
    const searchButton = screen.getByRole('button', { name: 'Search properties' });
    await userEvent.click(searchButton);
    await overlay();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/about');
    expect(searchButton).toHaveFocus();
  });

  it('opened from the header, closes once it has navigated to the listing', async () => {
    const { router } = renderShell({ route: '/about' });
    await userEvent.click(screen.getByRole('button', { name: 'Search properties' }));
    await userEvent.click(within(await overlay()).getByRole('button', { name: 'Luxury Condos' }));
    expect(router.state.location.pathname).toBe('/properties');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
