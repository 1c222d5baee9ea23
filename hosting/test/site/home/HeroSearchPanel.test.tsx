import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEIGHBORHOOD_OPTIONS, PRICE_RANGE_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@estate/domain';
import { HeroSearchPanel } from '@/features/site/home/HeroSearchPanel';
import { renderWithRouter } from '../../support/renderWithRouter';

function renderPanel() {
  return renderWithRouter([
    { path: '/', element: <HeroSearchPanel /> },
    { path: '/properties', element: <h1>Listing</h1> },
  ]);
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('HeroSearchPanel', () => {
  it('offers Location, Property Type and Price Range with the documented options and defaults', () => {
    renderPanel();
    const location = screen.getByLabelText('Location');
    const type = screen.getByLabelText('Property Type');
    const price = screen.getByLabelText('Price Range');
    expect(location).toHaveDisplayValue('All Neighborhoods');
    expect(type).toHaveDisplayValue('All Types');
    expect(price).toHaveDisplayValue('Any Price');
    expect(optionTexts(location)).toEqual([...NEIGHBORHOOD_OPTIONS]);
    expect(optionTexts(type)).toEqual([...PROPERTY_TYPE_OPTIONS]);
    expect(optionTexts(price)).toEqual(PRICE_RANGE_OPTIONS.map((option) => option.label));
  });

  it('searches all properties when nothing is chosen', async () => {
    const { router } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /Search Properties/ }));
    expect(await screen.findByRole('heading', { name: 'Listing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/properties');
    expect(router.state.location.search).toBe('');
  });

  it('sends each chosen filter, with the price range split on the dash', async () => {
    const { router } = renderPanel();
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Hyde Park');
    await userEvent.selectOptions(screen.getByLabelText('Property Type'), 'Condo');
    await userEvent.selectOptions(screen.getByLabelText('Price Range'), '$750K - $1M');
    await userEvent.click(screen.getByRole('button', { name: /Search Properties/ }));
    expect(router.state.location.pathname).toBe('/properties');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      neighborhood: 'Hyde Park',
      propertyType: 'Condo',
      minPrice: '750000',
      maxPrice: '1000000',
    });
  });

  it('leaves out the filters left at their default', async () => {
    const { router } = renderPanel();
    await userEvent.selectOptions(screen.getByLabelText('Price Range'), '$2M+');
    await userEvent.click(screen.getByRole('button', { name: /Search Properties/ }));
    expect(router.state.location.search).toBe('?minPrice=2000000&maxPrice=999999999');
  });
});
