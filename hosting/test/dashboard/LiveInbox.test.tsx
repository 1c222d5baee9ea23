import { act, configure, screen, waitFor } from '@testing-library/react';
import type { LiveInboxProps } from '@/features/dashboard/realtime/LiveInboxConnection';
import { answerApi, json, renderStaffRoutes, SIGNED_IN_AGENT, STAFF } from '../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });

/** The connection as the dashboard mounts it: the test plays Firestore by calling onNewLeads. */
const connection = jest.fn<null, [LiveInboxProps]>(() => null);
jest.mock('@/features/dashboard/realtime/LiveInboxConnection', () => ({
  __esModule: true,
  default: (props: LiveInboxProps) => connection(props),
}));

const SEEN_AT_KEY = `queen-city-estates:leads-seen-at:${SIGNED_IN_AGENT.id}`;
const latestProps = () => connection.mock.calls.at(-1)![0];
const reportNewLeads = (count: number) => act(() => latestProps().onNewLeads(count));

beforeEach(() => {
  connection.mockClear();
  window.localStorage.clear();
  answerApi({
    'GET /api/user': () => json(SIGNED_IN_AGENT),
    'GET /api/staff': () => json(STAFF),
    'GET /api/debug/leads': () => json([]),
    'GET /api/admin/lead-stats': () => json({ message: 'Not needed here' }, 404),
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the live inbox around the dashboard', () => {
  it("connects as the signed-in staff member and counts new leads on the Leads tab's badge", async () => {
    renderStaffRoutes('/admin');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    // The connection is a chunk of its own, loaded after the dashboard shows.
    await waitFor(() => expect(connection).toHaveBeenCalled());
    expect(latestProps()).toMatchObject({ uid: SIGNED_IN_AGENT.id, role: 'agent' });
    expect(screen.queryByRole('status', { name: /new lead/ })).not.toBeInTheDocument();

    reportNewLeads(1);
    expect(screen.getByRole('status', { name: '1 new lead' })).toHaveTextContent('1');
    reportNewLeads(3);
    expect(screen.getByRole('status', { name: '3 new leads' })).toHaveTextContent('3');
    reportNewLeads(100);
    expect(screen.getByRole('status', { name: '99+ new leads' })).toHaveTextContent('99+');
  });

  it("connects only once the tab's list has answered: the Firebase chunk never delays the first rows", async () => {
    let answerLeads: (response: Response) => void = () => {};
    answerApi({
      'GET /api/user': () => json(SIGNED_IN_AGENT),
      'GET /api/staff': () => json(STAFF),
      'GET /api/debug/leads': () => new Promise<Response>((resolve) => (answerLeads = resolve)),
    });
    renderStaffRoutes('/admin/leads');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/debug\/leads/), expect.anything()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(connection).not.toHaveBeenCalled();

    answerLeads(json([]));
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    await waitFor(() => expect(connection).toHaveBeenCalled());
    expect(latestProps()).toMatchObject({ uid: SIGNED_IN_AGENT.id, role: 'agent' });
  });

  it('clears the badge while the Leads tab is open, and counts from then on', async () => {
    const before = Date.now();
    const { router } = renderStaffRoutes('/admin');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(connection).toHaveBeenCalled());
    reportNewLeads(2);
    expect(screen.getByRole('status', { name: '2 new leads' })).toBeInTheDocument();

    await act(() => router.navigate('/admin/leads'));
    expect(screen.queryByRole('status', { name: /new lead/ })).not.toBeInTheDocument();
    const seenAt = Number(window.localStorage.getItem(SEEN_AT_KEY));
    expect(seenAt).toBeGreaterThanOrEqual(before);
    expect(latestProps().newSince).toBe(seenAt);

    // Back on the Overview, the leads that came while the tab was open are not new.
    await act(() => router.navigate('/admin'));
    reportNewLeads(0);
    expect(screen.queryByRole('status', { name: /new lead/ })).not.toBeInTheDocument();
  });
});
