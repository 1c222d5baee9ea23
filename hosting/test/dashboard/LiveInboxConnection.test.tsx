import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIVE_UPDATES_REFUSED, type RealtimeSession } from '@estate/domain';
import { createQueryClient } from '@/api/queryClient';
import LiveInboxConnection, { type LiveInboxProps } from '@/features/dashboard/realtime/LiveInboxConnection';
import { answerApi, json } from '../support/staffHarness';

/**
 * The connection's wiring, with Firebase played by fakes: the minted token signs the browser in,
 * listeners start only then, a lead change refreshes the lead reads, new leads are counted once
 * each, and closing the dashboard signs out. The e2e tests run it against the emulators.
 */
jest.unmock('@/features/dashboard/realtime/LiveInboxConnection');

const firebase = { app: { name: 'fake' }, auth: {}, firestore: {} };
const signIn = jest.fn(async (_session: RealtimeSession) => firebase);
const signOut = jest.fn(async (_firebase: unknown) => undefined);
jest.mock('@/features/dashboard/realtime/staffFirebase', () => ({
  signInToFirebase: (session: RealtimeSession) => signIn(session),
  signOutOfFirebase: (staff: unknown) => signOut(staff),
}));

/** Each query is named by its slice; the test sets what each one holds, as Firestore would push it. */
type Snapshot = { status: 'loading' | 'success'; data?: { docs: { id: string }[] } } | Error;
const snapshots = new Map<string, Snapshot>();
let rerender: () => void = () => undefined;
function answer(snapshot: Snapshot | undefined) {
  if (snapshot instanceof Error) throw snapshot;
  return snapshot ?? { status: 'loading' };
}
jest.mock('@/features/dashboard/realtime/leadListeners', () => ({
  recentChangeQueries: (_db: unknown, role: string) => (role === 'admin' ? ['changes:all'] : ['changes:own', 'changes:unassigned']),
  newLeadQueries: (_db: unknown, role: string) => (role === 'admin' ? ['new:all'] : ['new:own', 'new:unassigned']),
  departureSources: (_db: unknown, role: string) =>
    role === 'admin'
      ? { queries: ['departures:all'], documents: [] }
      : { queries: [], documents: [{ path: 'departures/own' }, { path: 'departures/unassigned' }] },
}));
jest.mock('reactfire', () => ({
  FirebaseAppProvider: ({ children }: { children: ReactNode }) => children,
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  FirestoreProvider: ({ children }: { children: ReactNode }) => children,
  useFirestore: () => ({}),
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true } }),
  // A listener Firestore refused: reactfire throws its error while rendering.
  useFirestoreCollection: (query: string) => answer(snapshots.get(query)),
  useFirestoreDoc: ({ path }: { path: string }) => answer(snapshots.get(path)),
}));

const SESSION: RealtimeSession = {
  token: 'custom-token',
  firebase: { apiKey: 'demo-api-key', projectId: 'demo-queen-city-estates', authDomain: 'demo-queen-city-estates.firebaseapp.com' },
  emulators: { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } },
};

const push = (query: string, ids: string[]) =>
  act(() => {
    snapshots.set(query, { status: 'success', data: { docs: ids.map((id) => ({ id })) } });
    rerender();
  });

function renderConnection(props: Partial<LiveInboxProps> = {}) {
  const client = createQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const onNewLeads = jest.fn();
  const ui = () => (
    <QueryClientProvider client={client}>
      <LiveInboxConnection uid="uid-casey" role="agent" newSince={1} onNewLeads={onNewLeads} {...props} />
    </QueryClientProvider>
  );
  const view = render(ui());
  rerender = () => view.rerender(ui());
  return { ...view, invalidate, onNewLeads };
}

beforeEach(() => {
  snapshots.clear();
  signIn.mockClear();
  signOut.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the live inbox connection', () => {
  it('signs in with the token the api minted, and signs out when the dashboard closes', async () => {
    const fetch = answerApi({ 'POST /api/session/realtime': () => json(SESSION) });
    const { unmount } = renderConnection();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(SESSION));
    expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([['/api/session/realtime', 'POST']]);
    expect(signOut).not.toHaveBeenCalled();
    unmount();
    expect(signOut).toHaveBeenCalledWith(firebase);
  });

  it('refreshes the lead reads on a change after the first snapshot, and only those reads', async () => {
    answerApi({ 'POST /api/session/realtime': () => json(SESSION) });
    const { invalidate } = renderConnection();
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    await push('changes:own', ['lead-1']);
    expect(invalidate).not.toHaveBeenCalled();

    await push('changes:unassigned', ['lead-2']);
    expect(invalidate).not.toHaveBeenCalled();
    await push('changes:own', ['lead-3', 'lead-1']);
    expect(invalidate).toHaveBeenCalledTimes(1);
    const { predicate } = invalidate.mock.calls[0]![0] as unknown as { predicate: (query: { queryKey: unknown[] }) => boolean };
    const refreshed = [
      '/api/debug/leads?owner=all',
      '/api/leads/lead-3/related',
      '/api/admin/lead-stats',
      '/api/properties',
      '/api/staff',
    ].filter((url) => predicate({ queryKey: [url] }));
    expect(refreshed).toEqual(['/api/debug/leads?owner=all', '/api/leads/lead-3/related', '/api/admin/lead-stats']);
  });

  it("refreshes the lead reads when a lead leaves an agent's slice, however old its last change", async () => {
    answerApi({ 'POST /api/session/realtime': () => json(SESSION) });
    const { invalidate } = renderConnection();
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    await push('departures/own', []);
    await push('departures/unassigned', []);
    expect(invalidate).not.toHaveBeenCalled();
    // Another agent claims an old unassigned lead: the slice's departure is written.
    await push('departures/unassigned', ['unassigned']);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // An admin deletes one of the agent's.
    await push('departures/own', ['uid-casey']);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("refreshes an admin's lead reads when a lead leaves any slice", async () => {
    answerApi({ 'POST /api/session/realtime': () => json(SESSION) });
    const { invalidate } = renderConnection({ role: 'admin', uid: 'uid-avery' });
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    await push('departures:all', ['unassigned']);
    expect(invalidate).not.toHaveBeenCalled();
    await push('departures:all', ['uid-casey', 'unassigned']);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it.each(['new:unassigned', 'changes:own', 'departures/own'])(
    'reads the session again when Firestore refuses a listener (%s): the account was signed out elsewhere',
    async (refused) => {
      answerApi({ 'POST /api/session/realtime': () => json(SESSION) });
      const { invalidate } = renderConnection();
      await waitFor(() => expect(signIn).toHaveBeenCalled());
      for (const query of ['new:own', 'new:unassigned', 'changes:own', 'changes:unassigned', 'departures/own', 'departures/unassigned']) {
        await push(query, []);
      }
      expect(invalidate).not.toHaveBeenCalled();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await act(() => {
        snapshots.set(refused, Object.assign(new Error('evaluation error'), { code: 'permission-denied' }));
        rerender();
      });
      expect(invalidate).toHaveBeenCalledTimes(1);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/user'] });
      expect(warn).toHaveBeenCalledWith(LIVE_UPDATES_REFUSED);
    },
  );

  it('counts each new lead once, even while it moves from unassigned to the agent', async () => {
    answerApi({ 'POST /api/session/realtime': () => json(SESSION) });
    const { onNewLeads } = renderConnection();
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    await push('new:unassigned', ['lead-1', 'lead-2']);
    expect(onNewLeads).toHaveBeenLastCalledWith(2);
    await push('new:own', ['lead-2']);
    expect(onNewLeads).toHaveBeenLastCalledWith(2);
    await push('new:unassigned', ['lead-1']);
    await push('new:own', ['lead-2', 'lead-3']);
    expect(onNewLeads).toHaveBeenLastCalledWith(3);
  });

  it('leaves live updates off, with the reason logged, when the api refuses a token', async () => {
    jest.useFakeTimers();
    const fetch = answerApi({ 'POST /api/session/realtime': () => json({ message: 'Please sign in to continue' }, 401) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderConnection();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Live updates are off: the dashboard could not sign in to Firebase', expect.any(Error)),
    );
    // A refusal is not asked again, however long the dashboard stays open.
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  describe('after a failure that waiting may mend', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    /** The api fails `failures` times with a 503, then mints the token. */
    const unavailableFor = (failures: number) =>
      answerApi({
        'POST /api/session/realtime': () => (failures-- > 0 ? json({ message: 'Service unavailable' }, 503) : json(SESSION)),
      });
    const failuresLogged = (count: number) => waitFor(() => expect(console.error).toHaveBeenCalledTimes(count));

    it('connects again 2 s later, then 4 s after that', async () => {
      const fetch = unavailableFor(2);
      renderConnection();
      await failuresLogged(1);
      await act(() => jest.advanceTimersByTimeAsync(1999));
      expect(fetch).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(fetch).toHaveBeenCalledTimes(2);
      await failuresLogged(2);
      await act(() => jest.advanceTimersByTimeAsync(3999));
      expect(fetch).toHaveBeenCalledTimes(2);
      await act(() => jest.advanceTimersByTimeAsync(1));
      await waitFor(() => expect(signIn).toHaveBeenCalledWith(SESSION));
      expect(fetch).toHaveBeenCalledTimes(3);
    });

    it('tries no more once the dashboard has closed', async () => {
      const fetch = unavailableFor(1);
      const { unmount } = renderConnection();
      await failuresLogged(1);
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(signIn).not.toHaveBeenCalled();
    });
  });
});
