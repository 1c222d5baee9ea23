import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { Property } from '@estate/domain';
import PropertiesTab from '@/features/listings/dashboard/components/PropertiesTab';
import {
  LazyChangeStatusDialog,
  LazyPropertyDialog,
  LazyPropertyHistoryDialog,
} from '@/features/listings/dashboard/components/propertyDialogs';
import { property } from '../../support/fixtures/homeContent';
import { fastUserEvent } from '../../support/leadFormHarness';
import { renderWithProviders } from '../../support/renderWithProviders';
import { mockViewportWidth } from '../../support/viewport';
import { callsTo, condo as underContract, cottage, stubListingsApi, tudor } from '../../support/listingsHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const user = fastUserEvent();

const estate = property;
/** Added after the estate: the table shows it first. */
const condo: Property = {
  ...property,
  id: 'oakley-loft-condo',
  title: 'Oakley Loft Condo',
  neighborhood: 'Oakley',
  price: 615000,
  bedrooms: 2,
  bathrooms: 2,
  propertyType: 'Condo',
  isFeatured: false,
  createdAt: '2026-11-19T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * GET /api/properties answers the listings still stored; DELETE /api/properties/{id} answers
 * `onDelete()` and removes the listing when it succeeds.
 */
function stubApi({ listings = [estate, condo], onDelete = () => json(200, { message: 'Property deleted' }) } = {}) {
  let stored = [...listings];
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      const response = onDelete();
      if (response.ok) stored = stored.filter((listing) => url !== `/api/properties/${listing.id}`);
      return response;
    }
    return json(200, stored);
  });
}

const deleteCalls = (fetch: jest.SpyInstance) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE').map(([url]) => String(url));

function renderTab(route = '/admin/properties') {
  renderWithProviders(
    <App>
      <PropertiesTab />
    </App>,
    { route },
  );
}

/** A button by its accessible name (a label naming the listing), without role queries' slow style checks. */
const labelled = (name: string) => screen.getByLabelText(name);
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
/** The dialog with this title. */
function dialogTitled(title: string): HTMLElement {
  const heading = [...document.querySelectorAll('.ant-modal-title')].find((element) => element.textContent === title);
  if (!heading) throw new Error(`no dialog titled ${title}`);
  return heading.closest<HTMLElement>('.ant-modal')!;
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = realMatchMedia;
});

describe('PropertiesTab', () => {
  it('lists every property newest first with title, neighborhood, price, beds/baths, featured and the actions', async () => {
    const fetch = stubApi();
    renderTab();
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading properties' })).toBeInTheDocument();
    expect(screen.getByText('Add Property').closest('button')).toBeInTheDocument();

    const estateRow = await waitFor(() => rowOf(estate.title));
    // Admins see every status unless they choose otherwise.
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/properties?source=agency&status=all&limit=50');
    const rows = [...document.querySelectorAll('tbody tr')].filter((row) => row.getAttribute('data-row-key'));
    expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual([condo.id, estate.id]);
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Title',
      'Neighborhood',
      'Status',
      'Price',
      'Days on market',
      'Beds / Baths',
      'Featured',
      'Actions',
    ]);
    expect([...estateRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Georgian Estate on Grandin Road',
      'Hyde Park',
      'Active',
      '$2,450,000',
      '7',
      '5 / 5.5',
      'Yes',
      'EditDuplicateChange statusHistoryDelete',
    ]);
    expect(within(rowOf(condo.title)).getByText('No')).toBeInTheDocument();
    for (const action of ['Edit', 'Duplicate', 'Delete']) expect(labelled(`${action} ${estate.title}`).tagName).toBe('BUTTON');
    for (const action of ['Change status of', 'History of']) expect(labelled(`${action} ${estate.title}`).tagName).toBe('BUTTON');
  });

  it('filters by status: All statuses by default, the choices in the domain words, each sent to the API as `status`', async () => {
    const fetch = stubListingsApi();
    renderTab();
    await waitFor(() => rowOf(tudor.title));
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(document.querySelector('[role="search"] .ant-select')).toHaveTextContent('All statuses');

    const control = screen.getByLabelText('Status');
    await user.click(control);
    const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
    await within(popup).findByTitle('Sold');
    expect([...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual([
      'For sale',
      'Under contract / pending',
      'Sold',
      'Off the market',
      'All statuses',
    ]);
    await user.click(within(popup).getByTitle('Sold'));

    await waitFor(() => expect(screen.queryByText(estate.title)).not.toBeInTheDocument());
    expect(rowOf(tudor.title)).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', /^\/api\/properties\?/).map(([url]) => url)).toEqual([
      '/api/properties?source=agency&status=all&limit=50',
      '/api/properties?source=agency&status=sold&limit=50',
    ]);

    await user.click(control);
    await user.click(within(popup).getByTitle('Off the market'));
    await waitFor(() => rowOf(cottage.title));
    expect(screen.queryByText(tudor.title)).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', /^\/api\/properties\?/).at(-1)![0]).toBe('/api/properties?source=agency&status=off-market&limit=50');
  });

  it('opens on the status the address names', async () => {
    const fetch = stubListingsApi();
    renderTab('/admin/properties?status=under-contract');
    await waitFor(() => rowOf(underContract.title));
    expect(callsTo(fetch, 'GET', /^\/api\/properties\?/).map(([url]) => url)).toEqual([
      '/api/properties?source=agency&status=under-contract&limit=50',
    ]);
    expect(document.querySelector('[role="search"] .ant-select')).toHaveTextContent('Under contract / pending');
    expect(screen.queryByText(estate.title)).not.toBeInTheDocument();
  });

  it("shows each listing's status as the public badge says it, or the status itself, and its days on market", async () => {
    stubListingsApi();
    renderTab();
    const cellsOf = (title: string) => [...rowOf(title).querySelectorAll('td')].map((cell) => cell.textContent);
    await waitFor(() => rowOf(tudor.title));
    expect(cellsOf(estate.title).slice(2, 5)).toEqual(['Active', '$2,450,000', '7']);
    expect(cellsOf(underContract.title).slice(2, 5)).toEqual(['Under Contract', '$615,000', '1']);
    expect(cellsOf(tudor.title).slice(2, 5)).toEqual(['Sold', '$1,195,000', '49']);
    expect(cellsOf(cottage.title).slice(2, 5)).toEqual(['Withdrawn', '$2,450,000', '30']);
  });

  it('offers no Change status on a sold listing, but a note that its sale is corrected from its history', async () => {
    stubListingsApi();
    renderTab();
    await waitFor(() => rowOf(tudor.title));
    expect(screen.queryByLabelText(`Change status of ${tudor.title}`)).not.toBeInTheDocument();
    expect(labelled(`History of ${tudor.title}`).tagName).toBe('BUTTON');
    expect(within(rowOf(tudor.title)).getByText('Sold: an admin can correct the sale from its history')).toBeInTheDocument();
    expect(within(rowOf(estate.title)).queryByText('Sold: an admin can correct the sale from its history')).not.toBeInTheDocument();
  });

  it('says when no listing has the chosen status', async () => {
    stubListingsApi({ listings: [estate] });
    renderTab('/admin/properties?status=sold');
    expect(await screen.findByText("No properties in 'Sold'.")).toBeInTheDocument();
  });

  it('says when the listings cannot be loaded', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 500 }));
    renderTab();
    expect(await screen.findByText('Failed to load properties. Please try again later.')).toBeInTheDocument();
  });

  it('says when there are no listings yet', async () => {
    stubApi({ listings: [] });
    renderTab();
    expect(await screen.findByText("No properties yet. Add the first one with 'Add Property'.")).toBeInTheDocument();
  });

  it('shows cards instead of a table on phones', async () => {
    mockViewportWidth(375);
    stubApi();
    renderTab();
    const cards = await screen.findByRole('list', { name: 'Properties' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([condo.title, estate.title]);
    expect(within(cards).getByText('$2,450,000')).toBeInTheDocument();
    const estateCard = within(cards).getByRole('heading', { name: estate.title }).closest('li')!;
    expect(within(estateCard).getByText('Status').nextElementSibling).toHaveTextContent('Active');
    expect(within(estateCard).getByText('Days on market').nextElementSibling).toHaveTextContent('7');
    expect(labelled(`Delete ${condo.title}`).tagName).toBe('BUTTON');
    expect(document.querySelector('table')).toBeNull();
  });

  it('deletes a listing after a confirmation naming it, then toasts and drops the row', async () => {
    const fetch = stubApi();
    renderTab();
    await user.click(await waitFor(() => labelled(`Delete ${estate.title}`)));

    const confirm = await waitFor(() => dialogTitled('Delete Property'));
    expect(confirm).toHaveTextContent(`Delete “${estate.title}”? This cannot be undone.`);
    expect(deleteCalls(fetch)).toEqual([]);
    await user.click(within(confirm).getByText('Delete').closest('button')!);

    expect(await screen.findByText('Property deleted successfully')).toBeInTheDocument();
    expect(deleteCalls(fetch)).toEqual([`/api/properties/${estate.id}`]);
    await waitFor(() => expect(screen.queryByText(estate.title)).not.toBeInTheDocument());
    expect(screen.getByText(condo.title)).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const fetch = stubApi();
    renderTab();
    await user.click(await waitFor(() => labelled(`Delete ${estate.title}`)));
    await user.click(
      within(await waitFor(() => dialogTitled('Delete Property')))
        .getByText('Cancel')
        .closest('button')!,
    );
    await waitFor(() => expect(screen.queryAllByText('Delete Property')).toEqual([]));
    expect(deleteCalls(fetch)).toEqual([]);
    expect(screen.getByText(estate.title)).toBeInTheDocument();
  });

  it.each([
    ['the server message', () => json(404, { message: 'Property not found' }), 'Property not found'],
    ['the fallback text', () => new Response('', { status: 500 }), 'Failed to delete property'],
  ])('says why a delete failed with %s', async (_case, onDelete, message) => {
    stubApi({ onDelete });
    renderTab();
    await user.click(await waitFor(() => labelled(`Delete ${estate.title}`)));
    await user.click(
      within(await waitFor(() => dialogTitled('Delete Property')))
        .getByText('Delete')
        .closest('button')!,
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(estate.title)).toBeInTheDocument();
  });

  it("leaves its dialogs' code out until a pointer or the focus comes into the tab", async () => {
    stubApi();
    const preloads = [LazyPropertyDialog, LazyChangeStatusDialog, LazyPropertyHistoryDialog].map((dialog) => jest.spyOn(dialog, 'preload'));
    renderTab();
    await waitFor(() => rowOf(estate.title));
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('heading', { level: 1, name: 'Properties' }).closest('section')!.parentElement!);
    for (const preload of preloads) expect(preload).toHaveBeenCalled();
  });

  it('opens the property dialog prefilled for Edit, as a copy for Duplicate and blank for Add Property', async () => {
    stubApi();
    renderTab();
    await user.click(await waitFor(() => labelled(`Edit ${estate.title}`)));
    expect(dialogTitled('Edit Property')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(estate.title);
    expect(screen.getByLabelText('Price')).toHaveValue('2450000');
    expect(screen.getByText('Update Property')).toBeInTheDocument();
    await user.click(within(dialogTitled('Edit Property')).getByText('Cancel').closest('button')!);

    await user.click(labelled(`Duplicate ${condo.title}`));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(`${condo.title} (Copy)`));
    expect(dialogTitled('Add Property')).toHaveTextContent('Create Property');
    await user.click(within(dialogTitled('Add Property')).getByText('Cancel').closest('button')!);

    await user.click(screen.getByText('Add Property').closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Price')).toHaveValue('');
  });
});
