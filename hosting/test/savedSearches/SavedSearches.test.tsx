import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_HINT_COOKIE, UNSUBSCRIBE_INVALID_MESSAGE, UNSUBSCRIBE_MESSAGES, type SavedSearch } from '@estate/domain';
import { SaveSearchButton } from '@/features/savedSearches';
import { SaveSearchDialog } from '@/features/savedSearches/components/SaveSearchDialog';
import { SavedSearchesPanel } from '@/features/savedSearches/components/SavedSearchesPanel';
import { UnsubscribeConfirmation } from '@/features/savedSearches/components/UnsubscribeConfirmation';
import { renderWithRouter } from '../support/renderWithRouter';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { url: string; method: string; body?: unknown };

/** The API as `answer` says, every call remembered. */
function mockApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { url: String(input), method: init?.method ?? 'GET', ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const SEARCH: SavedSearch = {
  id: 'search-1',
  name: 'Hyde Park homes',
  filters: { neighborhood: 'Hyde Park', minPrice: 500_000, status: 'for-sale' },
  query: 'neighborhood=Hyde+Park&minPrice=500000',
  frequency: 'daily',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

afterEach(() => {
  document.cookie = `${CLIENT_HINT_COOKIE}=; max-age=0; path=/`;
  jest.restoreAllMocks();
});

describe('SaveSearchButton', () => {
  it('sends a visitor to sign in first, back to the same filtered listing', () => {
    renderWithRouter([{ path: '/properties', element: <SaveSearchButton filters={{ neighborhood: 'Hyde Park' }} /> }], {
      route: '/properties?neighborhood=Hyde+Park',
    });
    expect(screen.getByRole('link', { name: 'Save this search' })).toHaveAttribute(
      'href',
      '/account/sign-in?next=%2Fproperties%3Fneighborhood%3DHyde%2BPark',
    );
  });

  it('opens the dialog for a signed-in client', async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    mockApi(() => json({ signedIn: true, email: 'jordan@example.com', favourites: [], recordsActivity: false }));
    renderWithRouter([{ path: '/properties', element: <SaveSearchButton filters={{}} /> }], { route: '/properties' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });
});

describe('SaveSearchDialog', () => {
  it('saves the listing’s filters (not its order) with the name and frequency chosen', async () => {
    const calls = mockApi(({ body }) => json({ ...SEARCH, ...(body as object) }, 201));
    const onClose = jest.fn();
    renderWithRouter([
      {
        path: '/',
        element: (
          <SaveSearchDialog
            filters={{ neighborhood: 'Hyde Park', propertyType: 'Condo', minPrice: 500_000, sort: 'price_asc' }}
            onClose={onClose}
          />
        ),
      },
    ]);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Hyde Park, Condo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Condos near the square');
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        url: '/api/account/searches',
        method: 'POST',
        body: { name: 'Condos near the square', frequency: 'daily', query: 'neighborhood=Hyde+Park&propertyType=Condo&minPrice=500000' },
      },
    ]);
  });

  it('says why a search was not saved, in the API’s words', async () => {
    mockApi(() => json({ message: 'You can save up to 25 searches: delete one to save another' }, 409));
    renderWithRouter([{ path: '/', element: <SaveSearchDialog filters={{}} onClose={jest.fn()} /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can save up to 25 searches: delete one to save another');
  });
});

describe('SavedSearchesPanel', () => {
  const renderPanel = (alertsOff = false) => {
    const calls = mockApi(({ url, method, body }) => {
      if (url === '/api/account') return json({ uid: 'u', email: 'jordan@example.com', createdAt: '', consents: {}, alertsOff });
      if (url === '/api/account/searches') return json([SEARCH]);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (url === '/api/account/alerts') return json(body);
      return json({ ...SEARCH, ...(body as object) });
    });
    renderWithRouter([{ path: '/account/searches', element: <SavedSearchesPanel /> }], { route: '/account/searches' });
    return calls;
  };

  it('lists each search with its listing, and renames it, changes its alerts and deletes it', async () => {
    const calls = renderPanel();
    const row = (await screen.findByDisplayValue('Hyde Park homes')).closest('li')!;
    expect(within(row).getByRole('link', { name: 'See the homes' })).toHaveAttribute(
      'href',
      '/properties?neighborhood=Hyde+Park&minPrice=500000',
    );

    const name = within(row).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hyde Park, 500K+');
    await userEvent.tab();
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/account/searches/search-1', method: 'PATCH', body: { name: 'Hyde Park, 500K+' } }),
    );

    await userEvent.click(within(row).getByRole('combobox'));
    await userEvent.click(await screen.findByText('No alerts'));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/account/searches/search-1', method: 'PATCH', body: { frequency: 'off' } }),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Hyde Park homes' }));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/account/searches/search-1', method: 'DELETE' }));
  });

  it('names a search of a drawn area, and links to its listing with the area', async () => {
    const area = { kind: 'circle' as const, center: [39.1, -84.5] as [number, number], radiusM: 1000 };
    const drawn = {
      ...SEARCH,
      id: 'search-2',
      name: 'Near the park',
      filters: { ...SEARCH.filters, area },
      query: 'area=c%3A39.1%2C-84.5%2C1000',
    };
    mockApi(({ url }) =>
      url === '/api/account/searches' ? json([SEARCH, drawn]) : json({ uid: 'u', email: 'j@example.com', consents: {} }),
    );
    renderWithRouter([{ path: '/account/searches', element: <SavedSearchesPanel /> }], { route: '/account/searches' });
    const row = (await screen.findByDisplayValue('Near the park')).closest('li')!;
    expect(within(row).getByText('Drawn area')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'See the homes' })).toHaveAttribute('href', '/properties?area=c%3A39.1%2C-84.5%2C1000');
    const other = screen.getByDisplayValue('Hyde Park homes').closest('li')!;
    expect(within(other).queryByText('Drawn area')).not.toBeInTheDocument();
  });

  it('turns every alert off with one switch', async () => {
    const calls = renderPanel();
    const all = await screen.findByRole('switch');
    expect(all).toBeChecked();
    await userEvent.click(all);
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/account/alerts', method: 'PUT', body: { alertsOff: true } }));
  });

  it('says when every alert is off', async () => {
    renderPanel(true);
    expect(await screen.findByText(/Every alert is off/)).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});

describe('UnsubscribeConfirmation', () => {
  const renderPage = (token: string) =>
    renderWithRouter([{ path: '/account/unsubscribe', element: <UnsubscribeConfirmation /> }], {
      route: `/account/unsubscribe?token=${encodeURIComponent(token)}`,
    });

  it('says what the link will stop, changes nothing until the button is pressed, then says it is done', async () => {
    const calls = mockApi(({ method }) =>
      method === 'GET'
        ? json({ scope: 'search', searchName: 'Hyde Park homes', message: UNSUBSCRIBE_MESSAGES.searchPreview('Hyde Park homes') })
        : json({ message: UNSUBSCRIBE_MESSAGES.searchDone('Hyde Park homes') }),
    );
    renderPage('u1.signed.token');
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.searchPreview('Hyde Park homes'))).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);

    await userEvent.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.searchDone('Hyde Park homes'));
    expect(calls.at(-1)).toEqual({ url: '/api/alerts/unsubscribe?token=u1.signed.token', method: 'POST' });
  });

  it('refuses a link that is not genuine, and points to the account', async () => {
    mockApi(() => json({ message: UNSUBSCRIBE_INVALID_MESSAGE }, 400));
    renderPage('forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Change your alerts in your account' })).toHaveAttribute('href', '/account/searches');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
