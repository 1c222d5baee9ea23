import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOWING_TEXTS, type Showing } from '@estate/domain';
import ShowingPanel from '@/features/showings/dashboard/components/ShowingPanel';
import { renderWithProviders } from '../../support/renderWithProviders';

/** docs/product/showings.md#showings: the booking a showing request made, on its lead's dialog. */
const SHOWING: Showing = {
  id: 'lead-1',
  leadId: 'lead-1',
  propertyId: 'hyde-park-estate',
  listingTitle: 'Hyde Park Estate',
  listingAddress: '3 Observatory Ave, Cincinnati, OH 45208',
  start: '2030-05-06T14:00:00.000Z',
  end: '2030-05-06T15:00:00.000Z',
  status: 'requested',
  sequence: 0,
  visitor: { name: 'Taylor Reed', email: 'taylor@example.com' },
  createdAt: '2030-05-01T12:00:00.000Z',
  updatedAt: '2030-05-01T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /api/showings/lead-1 answers `panel`; the decisions answer `decided` (the booking as it then is). */
function stubApi(panel: unknown, decided: (url: string, body: unknown) => Response = () => json(200, { message: 'ok' })) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') === 'GET') return url === '/api/showings/lead-1' ? json(200, panel) : json(404, { message: 'Not found' });
    return decided(url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  });
}

const posts = (fetch: jest.SpyInstance) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => [String(url), (init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : undefined]);

afterEach(() => jest.restoreAllMocks());

describe('the Showing panel', () => {
  it('shows the time in Cincinnati, the status and the home, and confirms a request', async () => {
    const fetch = stubApi({ showing: SHOWING, mayAct: true, decisions: ['confirm', 'decline', 'propose'] });
    renderWithProviders(<ShowingPanel leadId="lead-1" />);
    const panel = await screen.findByRole('region', { name: 'Showing' });
    expect(within(panel).getByText('Monday, May 6, 2030 at 10:00 AM (Cincinnati time)')).toBeInTheDocument();
    expect(within(panel).getByText('Requested')).toBeInTheDocument();
    expect(within(panel).getByText('Hyde Park Estate, 3 Observatory Ave, Cincinnati, OH 45208')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SHOWING_TEXTS.confirmed)).toBeInTheDocument();
    expect(posts(fetch)).toEqual([['/api/showings/lead-1/confirm', undefined]]);
  });

  it('declines with the note for the visitor', async () => {
    const fetch = stubApi({ showing: SHOWING, mayAct: true, decisions: ['confirm', 'decline', 'propose'] });
    renderWithProviders(<ShowingPanel leadId="lead-1" />);
    const panel = await screen.findByRole('region', { name: 'Showing' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    const form = within(panel).getByRole('form', { name: 'Decline the showing' });
    await userEvent.type(within(form).getByLabelText('Note to the visitor (optional)'), '  The sellers are away that week.  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Decline showing' }));
    await waitFor(() => expect(posts(fetch)).toEqual([['/api/showings/lead-1/decline', { note: 'The sellers are away that week.' }]]));
  });

  it('says who may decide when the viewer may not, and shows nothing for a lead that booked nothing', async () => {
    stubApi({ showing: { ...SHOWING, status: 'confirmed' }, mayAct: false, decisions: [] });
    const { unmount } = renderWithProviders(<ShowingPanel leadId="lead-1" />);
    const panel = await screen.findByRole('region', { name: 'Showing' });
    expect(within(panel).getByText('Confirmed')).toBeInTheDocument();
    expect(within(panel).getByText(`${SHOWING_TEXTS.notYours}.`)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(404, { message: SHOWING_TEXTS.notFound }));
    const { container } = renderWithProviders(<ShowingPanel leadId="lead-2" />);
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Showing' })).not.toBeInTheDocument();
  });
});
