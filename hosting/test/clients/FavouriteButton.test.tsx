import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_HINT_COOKIE, type ClientSessionState } from '@estate/domain';
import { FavouriteButton } from '@/features/clients';
import { renderWithRouter } from '../support/renderWithRouter';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The per-session API: the client's state, and their hearts' writes (answered, remembered). */
function mockAccountApi(state: ClientSessionState) {
  const favourites = new Set(state.favourites);
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/account/state') return json({ ...state, favourites: [...favourites] });
    const id = decodeURIComponent(url.replace('/api/account/favourites/', ''));
    if (method === 'PUT') return (favourites.add(id), json({ propertyId: id, note: '', shared: false }));
    if (method === 'DELETE') return (favourites.delete(id), new Response(null, { status: 204 }));
    return json({ message: 'Not found' }, 404);
  });
}

const renderHeart = () =>
  renderWithRouter([{ path: '/properties/:id', element: <FavouriteButton propertyId="hyde-park-estate" title="Hyde Park Estate" /> }], {
    route: '/properties/hyde-park-estate',
  });

afterEach(() => {
  document.cookie = `${CLIENT_HINT_COOKIE}=; max-age=0; path=/`;
  jest.restoreAllMocks();
});

describe('FavouriteButton', () => {
  it('is a link to sign in for a visitor, back to this page, and asks the API nothing', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    renderHeart();
    const link = screen.getByRole('link', { name: 'Save Hyde Park Estate to your favourites (sign in first)' });
    expect(link).toHaveAttribute('href', '/account/sign-in?next=%2Fproperties%2Fhyde-park-estate');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('becomes a toggle for a signed-in client, pressed for a favourite, and keeps or drops the home', async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    const fetch = mockAccountApi({ signedIn: true, email: 'jordan@example.com', favourites: [], recordsActivity: false });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Save Hyde Park Estate to your favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Hyde Park Estate to your favourites' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(fetch).toHaveBeenCalledWith('/api/account/favourites/hyde-park-estate', expect.objectContaining({ method: 'PUT' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save Hyde Park Estate to your favourites' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Hyde Park Estate to your favourites' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(fetch).toHaveBeenCalledWith('/api/account/favourites/hyde-park-estate', expect.objectContaining({ method: 'DELETE' }));
  });

  it('stays a sign-in link when the hint cookie outlived the session', async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    const fetch = mockAccountApi({ signedIn: false, favourites: [], recordsActivity: false });
    renderHeart();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/account/state', expect.anything()));
    expect(screen.getByRole('link', { name: 'Save Hyde Park Estate to your favourites (sign in first)' })).toBeInTheDocument();
  });
});
