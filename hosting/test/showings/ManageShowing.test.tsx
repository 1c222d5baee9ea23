import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SHOWING_TEXTS, type ShowingManageView } from '@estate/domain';
import ManageShowing from '@/features/showings/components/ManageShowing';
import { renderWithProviders } from '../support/renderWithProviders';

/** docs/product/showings.md#showings: the page a showing email's link opens, for the visitor or the agent. */
const TOKEN = 's1.payload.signature';
const VIEW: ShowingManageView = {
  side: 'visitor',
  showing: {
    id: 'lead-1',
    propertyId: 'hyde-park-estate',
    listingTitle: 'Hyde Park Estate',
    listingAddress: '3 Observatory Ave, Cincinnati, OH 45208',
    start: '2030-05-06T14:00:00.000Z',
    end: '2030-05-06T15:00:00.000Z',
    status: 'proposed',
  },
  actions: ['confirm', 'cancel', 'reschedule'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(view: unknown, onPost: (url: string, body: unknown) => Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') === 'GET')
      return url.startsWith('/api/showings/manage?') ? json(200, view) : json(404, { message: 'Not found' });
    return onPost(url, JSON.parse(String(init!.body)));
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/showings/manage" element={<ManageShowing />} />
    </Routes>,
    { route: `/showings/manage?token=${encodeURIComponent(TOKEN)}` },
  );

afterEach(() => jest.restoreAllMocks());

describe('the showing manage page', () => {
  it('shows the proposed time and lets the visitor confirm it', async () => {
    const fetch = stubApi(VIEW, () => json(200, { message: SHOWING_TEXTS.accepted, showing: { ...VIEW.showing, status: 'confirmed' } }));
    renderPage();
    expect(await screen.findByText('Monday, May 6, 2030 at 10:00 AM (Cincinnati time)')).toBeInTheDocument();
    expect(screen.getByText('New time proposed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SHOWING_TEXTS.accepted);
    const posted = fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(posted.map(([url, init]) => [String(url), JSON.parse(String((init as RequestInit).body))])).toEqual([
      ['/api/showings/manage/confirm', { token: TOKEN }],
    ]);
  });

  it('asks before cancelling, and says why nothing can change once it is too late', async () => {
    const fetch = stubApi(VIEW, () => json(200, { message: SHOWING_TEXTS.cancelled, showing: { ...VIEW.showing, status: 'cancelled' } }));
    const { unmount } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the showing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this showing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the showing' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SHOWING_TEXTS.cancelled);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => String(url) === '/api/showings/manage/cancel' && (init as RequestInit).method === 'POST'),
      ).toBe(true),
    );
    unmount();
    jest.restoreAllMocks();

    stubApi({ ...VIEW, actions: [], closed: SHOWING_TEXTS.tooLate }, () => json(500, {}));
    renderPage();
    expect(await screen.findByText(SHOWING_TEXTS.tooLate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the showing' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a link that is not one of ours", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(400, { message: SHOWING_TEXTS.invalidLink }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOWING_TEXTS.invalidLink);
  });
});
