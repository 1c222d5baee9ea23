import { configure, screen, waitFor, within } from '@testing-library/react';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaffRoutes, SIGNED_IN_ADMIN } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const SIGNED_OUT = { 'GET /api/user': () => json({ message: 'Please sign in to continue' }, 401) };

/** /auth for a signed-out visitor, the login answered by `login`. */
async function openLogin(login: () => Response | Promise<Response>, route = '/auth') {
  const fetch = answerApi({ ...SIGNED_OUT, 'POST /api/login': login, 'GET /api/admin/users': () => json([SIGNED_IN_ADMIN]) });
  const rendered = renderStaffRoutes(route);
  await screen.findByLabelText('Username');
  return { fetch, ...rendered };
}

/** The inline failure text of the login card (the toast is an alert too). */
const inlineError = () => within(screen.getByRole('form', { name: 'Staff login' })).findByRole('alert');

async function signIn(username = 'admin', password = 'luxury-admin-2026') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(buttonIn(screen, 'Login'));
}

describe('LoginForm on /auth', () => {
  it('shows both documented messages on submit, focuses the username and sends nothing', async () => {
    const { fetch } = await openLogin(() => json(SIGNED_IN_ADMIN));
    await userEvent.type(screen.getByLabelText('Username'), 'ad');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(buttonIn(screen, 'Login'));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(callsTo(fetch, 'POST', '/api/login')).toEqual([]);
  });

  it("shows 'Logging in...' while pending, then toasts the welcome and opens the dashboard", async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch, router } = await openLogin(() => new Promise((resolve) => (answer = resolve)));
    await signIn();

    await waitFor(() => expect(buttonIn(screen, 'Logging in...')).toBeDisabled());
    expect(callsTo(fetch, 'POST', '/api/login')).toEqual([['/api/login', { username: 'admin', password: 'luxury-admin-2026' }]]);

    answer(json(SIGNED_IN_ADMIN));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Avery Sinclair!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    // The login answered the user: no second GET /api/user.
    expect(callsTo(fetch, 'GET', '/api/user')).toHaveLength(1);
  });

  it('welcomes by username when the user has no name', async () => {
    await openLogin(() => json({ ...SIGNED_IN_ADMIN, name: '' }));
    await signIn();
    expect(await screen.findByText('Welcome back, admin!')).toBeInTheDocument();
  });

  it('returns to the dashboard address the visitor was sent away from', async () => {
    const { router } = await openLogin(() => json(SIGNED_IN_ADMIN), '/admin/users');
    expect(router.state.location.pathname).toBe('/auth');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it("shows the server message inline and in a 'Login failed' toast, and stays on /auth", async () => {
    const { router } = await openLogin(() => json({ message: 'Too many failed login attempts. Please try again in 15 minutes.' }, 429));
    await signIn();

    expect(await inlineError()).toHaveTextContent('Too many failed login attempts. Please try again in 15 minutes.');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText('Too many failed login attempts. Please try again in 15 minutes.')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/auth');
    expect(buttonIn(screen, 'Login')).toBeEnabled();
  });

  it("falls back to 'Invalid username or password' inline and 'Login failed' in the toast", async () => {
    await openLogin(() => new Response('', { status: 500 }));
    await signIn();

    expect(await inlineError()).toHaveTextContent('Invalid username or password');
    // Inline at once; in the toast once its code has loaded.
    await waitFor(() => expect(screen.getAllByText('Login failed')).toHaveLength(2));
  });

  it('sends a signed-in user on /auth straight to /admin', async () => {
    answerApi({ 'GET /api/user': () => json(SIGNED_IN_ADMIN) });
    const { router } = renderStaffRoutes('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});
