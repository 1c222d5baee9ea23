import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { parseDrawnArea, PROPERTY_SORTS, savedSearchQuery, type DrawnArea } from '@estate/domain';
import { PropertyFilters } from '@/features/listings/components/PropertyFilters';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '@/components/useDebouncedSearch';
import {
  readListingFilters,
  SORT_OPTIONS,
  useListingFilters,
  writeListingFilters,
} from '@/features/listings/components/propertyFilterParams';
import { searchQuery, suggestedName } from '@/features/savedSearches/searchQuery';
import { renderWithProviders } from '../support/renderWithProviders';

/** The filter bar bound to the URL, and the URL's query string to assert on. */
function FilterBar() {
  const { filters, update } = useListingFilters();
  const { search } = useLocation();
  return (
    <>
      <PropertyFilters filters={filters} onChange={update} />
      <output data-testid="query">{search}</output>
    </>
  );
}

const query = () => decodeURIComponent(screen.getByTestId('query').textContent ?? '').replace(/\+/g, ' ');
const select = (label: string) => screen.getByRole('combobox', { name: label });
const choose = (label: string, option: string) => userEvent.selectOptions(select(label), option);

describe('listing filters in the URL', () => {
  it('reads every filter, whole numbers only, and drops values the API would refuse', () => {
    const params = new URLSearchParams(
      'neighborhood=Hyde+Park&propertyType=Condo&minPrice=750000&maxPrice=1500000&bedrooms=3&search=+loft+&sort=price_asc',
    );
    expect(readListingFilters(params)).toEqual({
      neighborhood: 'Hyde Park',
      propertyType: 'Condo',
      minPrice: 750000,
      maxPrice: 1500000,
      bedrooms: 3,
      search: 'loft',
      sort: 'price_asc',
    });
    expect(
      readListingFilters(new URLSearchParams('neighborhood=Atlantis&propertyType=Castle&minPrice=-5&bedrooms=2.5&sort=random&search=+')),
    ).toEqual({});
    expect(readListingFilters(new URLSearchParams('minPrice=900000&maxPrice=100'))).toEqual({ minPrice: 900000 });
  });

  it('reads the form the filters make without JavaScript: defaults as no filter, the price as min-max', () => {
    const form = new URLSearchParams(
      'search=river&neighborhood=All+Neighborhoods&propertyType=Condo&price=750000-1500000&bedrooms=Any&sort=newest',
    );
    expect(readListingFilters(form)).toEqual({ search: 'river', propertyType: 'Condo', minPrice: 750000, maxPrice: 1500000 });
    expect(readListingFilters(new URLSearchParams('price=2000000-'))).toEqual({ minPrice: 2000000 });
    expect(readListingFilters(new URLSearchParams('price=Any+Price'))).toEqual({});
  });

  it('reads the status filter: the public choices only, for sale as no filter', () => {
    expect(readListingFilters(new URLSearchParams('status=sold'))).toEqual({ status: 'sold' });
    expect(readListingFilters(new URLSearchParams('status=under-contract'))).toEqual({ status: 'under-contract' });
    // For sale is the default; admins' choices are not the public listing's.
    for (const status of ['for-sale', 'off-market', 'all', 'Closed'])
      expect(readListingFilters(new URLSearchParams({ status }))).toEqual({});
    expect(writeListingFilters({ status: 'for-sale' }).toString()).toBe('');
  });

  it('offers For sale, Under contract / pending and Sold as a select of the GET form, and puts the choice in the URL', async () => {
    renderWithProviders(<FilterBar />, { route: '/properties' });
    const status = select('Status');
    expect(status).toHaveAttribute('name', 'status');
    expect(status).toHaveAttribute('form', 'listing-filters');
    expect([...(status as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['for-sale', 'For sale'],
      ['under-contract', 'Under contract / pending'],
      ['sold', 'Sold'],
    ]);
    await choose('Status', 'Sold');
    expect(query()).toBe('?status=sold');
    await choose('Status', 'For sale');
    expect(query()).toBe('');
  });

  it('reads the source, the City and minimum bathrooms; a City typed wins over a neighborhood, as the API takes one place', () => {
    expect(readListingFilters(new URLSearchParams('source=mls&city=+West+Chester+&bathrooms=2'))).toEqual({
      source: 'mls',
      city: 'West Chester',
      bathrooms: 2,
    });
    expect(readListingFilters(new URLSearchParams('source=agency'))).toEqual({ source: 'agency' });
    // The form without JavaScript: the defaults, an empty City box, and both places at once.
    expect(readListingFilters(new URLSearchParams('source=All+listings&city=&bathrooms=Any&neighborhood=Oakley'))).toEqual({
      neighborhood: 'Oakley',
    });
    expect(readListingFilters(new URLSearchParams('neighborhood=Oakley&city=Mason'))).toEqual({ city: 'Mason' });
    expect(readListingFilters(new URLSearchParams('source=zillow&bathrooms=1.5&city=+'))).toEqual({});
    expect(readListingFilters(new URLSearchParams({ city: 'x'.repeat(100) })).city).toHaveLength(60);
  });

  it('round-trips every filter through the URL, in the order a saved search keeps them', () => {
    const url =
      'search=pool&city=Mason&propertyType=Condo&minPrice=500000&maxPrice=750000&bedrooms=3&bathrooms=2&source=mls&status=sold&area=c%3A39.31%2C-84.31%2C2500&sort=price_asc';
    const filters = readListingFilters(new URLSearchParams(url));
    expect(writeListingFilters(filters).toString()).toBe(url);
    // A saved search keeps them all but the order, as the alerts' links write them.
    const { sort: _sort, status: _status, area, ...rest } = filters;
    expect(searchQuery(filters)).toBe(savedSearchQuery({ ...rest, status: 'sold', area: parseDrawnArea(area!) as DrawnArea }));
    expect(searchQuery(filters)).toContain(
      'city=Mason&propertyType=Condo&minPrice=500000&maxPrice=750000&bedrooms=3&bathrooms=2&source=mls',
    );
    expect(suggestedName(filters)).toBe('Drawn area, Condo');
    expect(suggestedName({ ...filters, area: undefined })).toBe('Mason, Condo');
  });

  it('passes the drawn area on as the URL has it, for the API to read (or refuse)', () => {
    expect(readListingFilters(new URLSearchParams('area=c:39.1000001,-84.5,999.7'))).toEqual({ area: 'c:39.1000001,-84.5,999.7' });
    expect(readListingFilters(new URLSearchParams({ area: ' circle ' }))).toEqual({ area: 'circle' });
    expect(readListingFilters(new URLSearchParams('area='))).toEqual({});
  });

  it("offers every sort the API knows, in the API's order", () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([...PROPERTY_SORTS]);
  });

  it('writes them back in a stable order, leaving out defaults', () => {
    expect(writeListingFilters({ sort: 'newest', bedrooms: 2, neighborhood: 'Oakley', search: '' }).toString()).toBe(
      'neighborhood=Oakley&bedrooms=2',
    );
  });
});

describe('PropertyFilters', () => {
  it('shows the filters of the URL in its selects and keyword box', () => {
    renderWithProviders(<FilterBar />, {
      route:
        '/properties?neighborhood=Hyde+Park&propertyType=Condo&minPrice=750000&maxPrice=1000000&bedrooms=3&sort=price_desc&search=pool',
    });
    expect(select('Location')).toHaveDisplayValue('Hyde Park');
    expect(select('Property Type')).toHaveDisplayValue('Condo');
    expect(select('Price Range')).toHaveDisplayValue('$750K - $1M');
    expect(select('Bedrooms')).toHaveDisplayValue('3+');
    expect(select('Sort')).toHaveDisplayValue('Price: High to Low');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('pool');
  });

  it('shows the defaults without filters', () => {
    renderWithProviders(<FilterBar />, { route: '/properties' });
    expect(select('Location')).toHaveDisplayValue('All Neighborhoods');
    expect(select('Property Type')).toHaveDisplayValue('All Types');
    expect(select('Price Range')).toHaveDisplayValue('Any Price');
    expect(select('Bedrooms')).toHaveDisplayValue('Any');
    expect(select('Sort')).toHaveDisplayValue('Newest');
  });

  it('shows a price range that is none of the options as its own option', async () => {
    renderWithProviders(<FilterBar />, { route: '/properties?minPrice=750000&maxPrice=1500000' });
    expect(select('Price Range')).toHaveDisplayValue('$750K - $1.5M');
    await choose('Price Range', '$1M - $2M');
    expect(query()).toBe('?minPrice=1000000&maxPrice=2000000');
  });

  it('puts each choice in the URL', async () => {
    renderWithProviders(<FilterBar />, { route: '/properties?neighborhood=Oakley' });
    await choose('Location', 'Hyde Park');
    expect(query()).toBe('?neighborhood=Hyde Park');
    await choose('Property Type', 'Single Family');
    await choose('Price Range', '$2M+');
    await choose('Bedrooms', '4+');
    await choose('Sort', 'Price: Low to High');
    expect(query()).toBe(
      '?neighborhood=Hyde Park&propertyType=Single Family&minPrice=2000000&maxPrice=999999999&bedrooms=4&sort=price_asc',
    );
  });

  it('removes a filter when its default is chosen', async () => {
    renderWithProviders(<FilterBar />, {
      route: '/properties?neighborhood=Hyde+Park&propertyType=Condo&minPrice=500000&maxPrice=750000&bedrooms=2&sort=price_desc',
    });
    await choose('Location', 'All Neighborhoods');
    await choose('Property Type', 'All Types');
    await choose('Price Range', 'Any Price');
    await choose('Bedrooms', 'Any');
    await choose('Sort', 'Newest');
    expect(query()).toBe('');
  });

  it('offers the source and minimum bathrooms beside bedrooms, as selects of the GET form', async () => {
    renderWithProviders(<FilterBar />, { route: '/properties' });
    const source = select('Source');
    expect(source).toHaveAttribute('name', 'source');
    expect(source).toHaveAttribute('form', 'listing-filters');
    expect([...(source as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['All listings', 'All listings'],
      ['agency', 'Our listings'],
      ['mls', 'MLS listings'],
    ]);
    const bathrooms = select('Bathrooms');
    expect(bathrooms).toHaveAttribute('name', 'bathrooms');
    expect([...(bathrooms as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
    const comboboxes = screen.getAllByRole('combobox');
    expect(comboboxes.indexOf(bathrooms)).toBe(comboboxes.indexOf(select('Bedrooms')) + 1);

    await choose('Source', 'MLS listings');
    await choose('Bathrooms', '3+');
    expect(query()).toBe('?bathrooms=3&source=mls');
    await choose('Source', 'All listings');
    await choose('Bathrooms', 'Any');
    expect(query()).toBe('');
  });

  it('shows the source, City and bathrooms of the URL', () => {
    renderWithProviders(<FilterBar />, { route: '/properties?source=agency&city=Mason&bathrooms=7' });
    expect(select('Source')).toHaveDisplayValue('Our listings');
    expect(select('Bathrooms')).toHaveDisplayValue('7+');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Mason');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('name', 'city');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('form', 'listing-filters');
    expect(select('Location')).toHaveDisplayValue('All Neighborhoods');
  });

  it('takes one place at a time: a City typed clears the neighborhood, a neighborhood chosen clears the City', async () => {
    renderWithProviders(<FilterBar />, { route: '/properties?neighborhood=Oakley&bedrooms=2' });
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.type(city, 'West Chester{Enter}');
    expect(query()).toBe('?city=West Chester&bedrooms=2');
    expect(select('Location')).toHaveDisplayValue('All Neighborhoods');

    await choose('Location', 'Hyde Park');
    expect(query()).toBe('?neighborhood=Hyde Park&bedrooms=2');
    expect(city).toHaveValue('');

    jest.useFakeTimers();
    try {
      const typing = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await typing.type(city, 'Mason');
      expect(query()).toBe('?neighborhood=Hyde Park&bedrooms=2');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(query()).toBe('?city=Mason&bedrooms=2');
      // Emptying the box removes the City and chooses no neighborhood again.
      await typing.clear(city);
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(query()).toBe('?bedrooms=2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies the keyword on Enter, and after a pause in typing', async () => {
    renderWithProviders(<FilterBar />, { route: '/properties?neighborhood=Downtown' });
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(keyword, 'loft{Enter}');
    expect(query()).toBe('?search=loft&neighborhood=Downtown');

    jest.useFakeTimers();
    try {
      const typing = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await typing.clear(keyword);
      await typing.type(keyword, 'river view');
      expect(query()).toBe('?search=loft&neighborhood=Downtown');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(query()).toBe('?search=river view&neighborhood=Downtown');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps what was typed after a pause while the page applies the search: a slow page loses no keystroke', async () => {
    const applied: string[] = [];
    function SlowBox({ value }: { value: string }) {
      const { text, setText } = useDebouncedSearch(value, (search) => applied.push(search));
      return <input aria-label="Keyword" value={text} onChange={(event) => setText(event.target.value)} />;
    }
    const { rerender } = render(<SlowBox value="" />);
    jest.useFakeTimers();
    try {
      const typing = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await typing.type(screen.getByRole('textbox', { name: 'Keyword' }), 'river');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(applied).toEqual(['river']);
      await typing.type(screen.getByRole('textbox', { name: 'Keyword' }), ' view');
      // The page applies 'river' only now, after the visitor typed on.
      rerender(<SlowBox value="river" />);
      expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('river view');
      // A change the box did not make (Back, a link) still replaces what it shows.
      rerender(<SlowBox value="loft" />);
      expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('loft');
      rerender(<SlowBox value="river" />);
      expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('river');
    } finally {
      jest.useRealTimers();
    }
  });
});
