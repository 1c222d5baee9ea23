import { configure, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TAB_CONTENT } from '@/features/dashboard';
import { useAuth } from '@/features/staff/session/AuthProvider';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, never, renderStaffRoutes, SIGNED_IN_ADMIN, SIGNED_IN_AGENT } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

// The Users tab is the dashboard page these tests open: its one read is answered here.
const USERS_TAB = '/admin/users';
const signedInAs = (user: object) => ({ 'GET /api/user': () => json(user), 'GET /api/admin/users': () => json([user]) });

describe('/admin guard', () => {
  it('shows a spinner, and nothing of the dashboard, while GET /api/user is pending', () => {
    answerApi({ 'GET /api/user': never });
    renderStaffRoutes(USERS_TAB);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("asks for the tab's code, and none of its data, while GET /api/user is pending", () => {
    const preloadUsers = jest.spyOn(ADMIN_TAB_CONTENT.users, 'preload');
    const preloadOverview = jest.spyOn(ADMIN_TAB_CONTENT.overview, 'preload');
    const fetch = answerApi({ 'GET /api/user': never });
    renderStaffRoutes(USERS_TAB);
    expect(preloadUsers).toHaveBeenCalled();
    expect(preloadOverview).not.toHaveBeenCalled();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/user']);
  });

  it('sends a signed-out visitor (401) to /auth', async () => {
    answerApi({ 'GET /api/user': () => json({ message: 'Please sign in to continue' }, 401) });
    const { router } = renderStaffRoutes('/admin');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
  });

  it("shows 'Access Denied' on every /admin address to a signed-in account without a staff role", async () => {
    const fetch = answerApi(signedInAs({ ...SIGNED_IN_ADMIN, id: 'uid-visitor', username: 'no-role', role: 'visitor' }));
    for (const path of ['/admin', '/admin/leads', USERS_TAB]) {
      const { router, unmount } = renderStaffRoutes(path);
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/user', '/api/user', '/api/user']);
  });

  it('shows an admin the dashboard with their name in the header', async () => {
    answerApi(signedInAs(SIGNED_IN_ADMIN));
    renderStaffRoutes(USERS_TAB);
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Avery Sinclair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it("asks for a tab's code when a pointer or the focus comes onto its link", async () => {
    answerApi(signedInAs(SIGNED_IN_ADMIN));
    const preloadSettings = jest.spyOn(ADMIN_TAB_CONTENT.settings, 'preload');
    const preloadLeads = jest.spyOn(ADMIN_TAB_CONTENT.leads, 'preload');
    renderStaffRoutes(USERS_TAB);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(preloadSettings).not.toHaveBeenCalled();
    fireEvent.pointerEnter(within(nav).getByText('Settings'));
    expect(preloadSettings).toHaveBeenCalled();
    fireEvent.focus(within(nav).getByText('Leads'));
    expect(preloadLeads).toHaveBeenCalled();
  });

  it('shows the username in the header when the admin has no name', async () => {
    answerApi(signedInAs({ ...SIGNED_IN_ADMIN, name: '' }));
    renderStaffRoutes(USERS_TAB);
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('admin');
  });

  it('logs out with the documented toast and goes to /auth', async () => {
    const fetch = answerApi({ ...signedInAs(SIGNED_IN_ADMIN), 'POST /api/logout': () => json({ message: 'Logged out' }) });
    const { router } = renderStaffRoutes(USERS_TAB);
    await screen.findByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(buttonIn(screen, 'Logout'));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/logout')).toHaveLength(1);
  });

  it("toasts 'Logout failed' and stays on the dashboard when the logout fails", async () => {
    answerApi({ ...signedInAs(SIGNED_IN_ADMIN), 'POST /api/logout': () => json({ message: 'boom' }, 500) });
    const { router } = renderStaffRoutes(USERS_TAB);
    await screen.findByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(buttonIn(screen, 'Logout'));

    await waitFor(() => expect(screen.getAllByText('Logout failed')).toHaveLength(2));
    expect(router.state.location.pathname).toBe(USERS_TAB);
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('/admin for an agent', () => {
  const navLinks = () => [...screen.getByRole('navigation', { name: 'Dashboard' }).querySelectorAll('a')].map((link) => link.textContent);

  it('shows only the Overview, Private Listings, Open Houses, Leads, Showings, Audit Log and Sign-in & security tabs, all but the last in the mobile pills', async () => {
    answerApi(signedInAs(SIGNED_IN_AGENT));
    renderStaffRoutes('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Overview', 'Private Listings', 'Open Houses', 'Leads', 'Showings', 'Audit Log', 'Sign-in & security']);
    // Sign-in & security alone is left to desktops.
    expect(screen.getByRole('navigation', { name: 'Dashboard' }).querySelectorAll('li.desktopOnly')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Casey Brooks');
  });

  it.each(['properties', 'neighborhoods', 'testimonials', 'blog-posts', 'users', 'settings', 'site-health'])(
    "shows 'Access Denied' at /admin/%s inside the dashboard, without rendering the tab or reading its data",
    async (tab) => {
      const fetch = answerApi(signedInAs(SIGNED_IN_AGENT));
      const { router } = renderStaffRoutes(`/admin/${tab}`);
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
      expect(navLinks()).toEqual(['Overview', 'Private Listings', 'Open Houses', 'Leads', 'Showings', 'Audit Log', 'Sign-in & security']);
      expect(document.title).toMatch(/^Access Denied/);
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/user']);

      await userEvent.click(buttonIn(screen, 'Back to the Overview'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    },
  );

  it("shows 'Page Not Found' at an unknown /admin address, with the way back to the Overview", async () => {
    answerApi(signedInAs(SIGNED_IN_AGENT));
    const { router } = renderStaffRoutes('/admin/no-such-tab');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The dashboard has no such page.')).toBeInTheDocument();
    expect(navLinks()).toEqual(['Overview', 'Private Listings', 'Open Houses', 'Leads', 'Showings', 'Audit Log', 'Sign-in & security']);
    expect(document.title).toMatch(/^Page Not Found/);

    await userEvent.click(buttonIn(screen, 'Back to the Overview'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('opens the Leads tab', async () => {
    answerApi(signedInAs(SIGNED_IN_AGENT));
    renderStaffRoutes('/admin/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    // React reports the thrown render error on the console as well.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
