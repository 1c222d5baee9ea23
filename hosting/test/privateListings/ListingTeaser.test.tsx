import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CLIENT_HINT_COOKIE, listingTeaser, PRIVATE_LISTING_TEXTS, type Property } from '@estate/domain';
import PropertyDetailPage from '@/pages/PropertyDetailPage';
import { hydeParkHome, mockApi } from '../support/fixtures/contentPages';
import { renderWithProviders } from '../support/renderWithProviders';

/** The listing's first photo, an upload: what only those who may see the listing ever get the address of. */
const PHOTO_ID = 'c51f2273-243e-4dc0-8104-fd8e78522da1';
const home: Property = { ...hydeParkHome, visibility: 'invited', images: [`/api/uploads/${PHOTO_ID}_1600x1067_586848.jpg`] };
/** docs/product/private-collection.md#private-collection: what GET /api/properties/:id answers for a private listing, to everyone. */
const TEASER = listingTeaser(home);
const PUBLIC_URL = `/api/properties/${home.id}`;
const ACCOUNT_URL = `/api/account/listings/${home.id}`;
const SIGNED_IN = { signedIn: true, email: 'jordan@example.com', favourites: [], recordsActivity: false };

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = `${CLIENT_HINT_COOKIE}=; max-age=0; path=/`;
});

const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/properties/:id" element={<PropertyDetailPage />} />
    </Routes>,
    { route: `/properties/${home.id}` },
  );

const calledUrls = (fetch: jest.SpyInstance) => fetch.mock.calls.map(([url]) => String(url));

describe('a private listing (docs/product/private-collection.md#private-collection)', () => {
  it("shows a visitor the teaser (photo, neighbourhood, price band, no address) and 'Sign in to see this home', asking nothing personal", async () => {
    const fetch = mockApi({ [PUBLIC_URL]: { body: TEASER } });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Private listing in Hyde Park' })).toBeInTheDocument();
    expect(screen.getByText('$2M+')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A private single family listing in Hyde Park' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRIVATE_LISTING_TEXTS.signIn })).toHaveAttribute(
      'href',
      `/account/sign-in?next=${encodeURIComponent(`/properties/${home.id}`)}`,
    );
    expect(screen.queryByText(home.address)).not.toBeInTheDocument();
    expect(document.title).toBe('Private listing in Hyde Park | Cincinnati Luxury Real Estate');
    expect(calledUrls(fetch).filter((url) => url.startsWith('/api/account'))).toEqual([]);
  });

  it("shows the api's blurred rendition of the first photo, never the photo itself", async () => {
    mockApi({ [PUBLIC_URL]: { body: TEASER } });
    renderDetail();
    const image = await screen.findByRole('img', { name: TEASER.imageAlt });
    expect(image).toHaveAttribute('src', expect.stringMatching(new RegExp(`^/api/properties/${home.id}/teaser-photo\\?v=[0-9a-f]{8}$`)));
    expect(image).toHaveAttribute('src', TEASER.image);
    expect(image.closest('picture')).toBeNull();
    expect(document.documentElement.outerHTML).not.toContain(PHOTO_ID.slice(0, 8));
  });

  it("offers 'Request access' to a signed-in client the agent has not invited, and says the request was sent", async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    const fetch = mockApi({
      [PUBLIC_URL]: { body: TEASER },
      '/api/account/state': { body: SIGNED_IN },
      [ACCOUNT_URL]: { status: 403, body: { message: PRIVATE_LISTING_TEXTS.refused, mayRequest: true } },
      [`${ACCOUNT_URL}/access-requests`]: { status: 201, body: { propertyId: home.id, status: 'requested' } },
    });
    renderDetail();
    expect(await screen.findByText(PRIVATE_LISTING_TEXTS.refused)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PRIVATE_LISTING_TEXTS.requestAccess }));
    expect(await screen.findByText(PRIVATE_LISTING_TEXTS.requestSent)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`${ACCOUNT_URL}/access-requests`, expect.objectContaining({ method: 'POST' }));
  });

  it('shows a client whose request waits where it stands, without asking again', async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    mockApi({
      [PUBLIC_URL]: { body: TEASER },
      '/api/account/state': { body: SIGNED_IN },
      [ACCOUNT_URL]: { status: 403, body: { message: PRIVATE_LISTING_TEXTS.requested, mayRequest: false, request: 'requested' } },
    });
    renderDetail();
    expect(await screen.findByText(PRIVATE_LISTING_TEXTS.requested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRIVATE_LISTING_TEXTS.requestAccess })).not.toBeInTheDocument();
  });

  it('says so when the per-session call fails, rather than waiting forever', async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    mockApi({
      [PUBLIC_URL]: { body: TEASER },
      '/api/account/state': { body: SIGNED_IN },
      [ACCOUNT_URL]: { status: 503, body: { message: 'The service is unavailable' } },
    });
    renderDetail();
    expect(await screen.findByText('This home could not be opened just now. Please try again in a minute.')).toBeInTheDocument();
  });

  it('shows a client with access the whole listing after hydration, address included', async () => {
    document.cookie = `${CLIENT_HINT_COOKIE}=1; path=/`;
    mockApi({ [PUBLIC_URL]: { body: TEASER }, '/api/account/state': { body: SIGNED_IN }, [ACCOUNT_URL]: { body: home } });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();
    expect(screen.getAllByText(home.address).length).toBeGreaterThan(0);
  });
});
