import { configure, screen, waitFor, within } from '@testing-library/react';
import { REACTIVATION_WINDOW_MS, type User } from '@estate/domain';
import UsersTab from '@/features/staff/users/components/UsersTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import {
  answerApi,
  buttonIn,
  callsTo,
  json,
  never,
  renderStaff,
  SIGNED_IN_ADMIN,
  SIGNED_IN_AGENT,
  STAFF,
} from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
// Every dialog and toast adds antd style rules, and jsdom's style lookups slow down with each.

afterEach(() => jest.restoreAllMocks());

const JORDAN: User = {
  id: 'uid-jordan',
  username: 'jmorgan',
  name: 'Jordan Morgan',
  email: 'jordan@example.com',
  role: 'admin',
};
const TEMPORARY_PASSWORD = 'Xq7-tmpPass_9kLm';

/** Signed in as SIGNED_IN_ADMIN, with both accounts and an agent listed; `more` adds or overrides answers. */
const answerUsers = (more: Parameters<typeof answerApi>[0] = {}) =>
  answerApi({
    'GET /api/user': () => json(SIGNED_IN_ADMIN),
    'GET /api/admin/users': () => json([SIGNED_IN_ADMIN, JORDAN, SIGNED_IN_AGENT]),
    ...more,
  });

/** The table row showing this exact text (found by text: see buttonIn). */
const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr')!);

describe('UsersTab', () => {
  it('lists id, username, name, email and role of every user, with the row actions and Add User', async () => {
    const fetch = answerUsers();
    renderStaff(<UsersTab />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(buttonIn(screen, 'Add User')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Username',
      'Name',
      'Email',
      'Role',
      'Status',
      'Available for new leads',
      'Actions',
    ]);

    const row = await rowOf('jmorgan');
    for (const text of ['uid-jordan', 'jmorgan', 'Jordan Morgan', 'jordan@example.com']) expect(row.getByText(text)).toBeInTheDocument();
    expect(buttonIn(row, 'Reset Password')).toBeEnabled();
    expect(buttonIn(row, 'Delete User')).toBeEnabled();
    expect((await rowOf('admin@queencityestates.com')).getByText('admin@queencityestates.com')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/admin/users')).toHaveLength(1);
  });

  it('shows a busy table while the users load', async () => {
    answerUsers({ 'GET /api/admin/users': never });
    renderStaff(<UsersTab />);
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails to load', async () => {
    let fail = true;
    answerUsers({ 'GET /api/admin/users': () => (fail ? json({ message: 'boom' }, 500) : json([JORDAN])) });
    renderStaff(<UsersTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again later.');
    fail = false;
    await userEvent.click(buttonIn(screen, 'Retry'));
    expect(await screen.findByText('jordan@example.com')).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    answerUsers({ 'GET /api/admin/users': () => json([]) });
    renderStaff(<UsersTab />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("disables Delete User on the signed-in user's own row and says why", async () => {
    answerUsers();
    renderStaff(<UsersTab />);
    const own = await rowOf('admin@queencityestates.com');
    await waitFor(() => expect(buttonIn(own, 'Delete User')).toBeDisabled());
    expect(buttonIn(own, 'Delete User')).toHaveAccessibleDescription('You cannot delete your own account');
    expect(own.getByText('You')).toBeInTheDocument();
    expect(buttonIn(own, 'Reset Password')).toBeEnabled();
  });

  it('asks before resetting a password, then toasts the temporary password and shows it to copy', async () => {
    const fetch = answerUsers({ 'POST /api/admin/users/uid-jordan/reset-password': () => json({ newPassword: TEMPORARY_PASSWORD }) });
    renderStaff(<UsersTab />);
    await userEvent.click(buttonIn(await rowOf('jmorgan'), 'Reset Password'));

    const confirmation = await screen.findByRole('dialog', { name: 'Reset this password?' });
    expect(confirmation).toHaveTextContent('Jordan Morgan (jmorgan) gets a new temporary password');
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-jordan/reset-password')).toEqual([]);
    await userEvent.click(buttonIn(within(confirmation), 'Reset Password'));

    expect(await screen.findByText(`The temporary password for jmorgan is ${TEMPORARY_PASSWORD}`)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-jordan/reset-password')).toEqual([
      ['/api/admin/users/uid-jordan/reset-password', undefined],
    ]);

    const result = within(await screen.findByRole('dialog', { name: 'Password Reset Successful' }));
    const password = result.getByLabelText('Temporary password');
    expect(password).toHaveValue(TEMPORARY_PASSWORD);
    expect(password).toHaveAttribute('readonly');
    await userEvent.click(buttonIn(result, 'Copy'));
    expect(await result.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TEMPORARY_PASSWORD);

    await userEvent.click(buttonIn(result, 'Done'));
    await waitFor(() => expect(screen.queryByLabelText('Temporary password')).not.toBeInTheDocument());
  });

  it('resets nothing when the confirmation is cancelled', async () => {
    const fetch = answerUsers();
    renderStaff(<UsersTab />);
    await userEvent.click(buttonIn(await rowOf('jmorgan'), 'Reset Password'));
    await userEvent.click(buttonIn(within(await screen.findByRole('dialog', { name: 'Reset this password?' })), 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset this password?' })).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-jordan/reset-password')).toEqual([]);
  });

  it("toasts 'Failed to reset password' when the reset fails", async () => {
    answerUsers({ 'POST /api/admin/users/uid-jordan/reset-password': () => json({ message: 'User not found' }, 404) });
    renderStaff(<UsersTab />);
    await userEvent.click(buttonIn(await rowOf('jmorgan'), 'Reset Password'));
    await userEvent.click(buttonIn(within(await screen.findByRole('dialog', { name: 'Reset this password?' })), 'Reset Password'));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Temporary password')).not.toBeInTheDocument();
  });

  it("asks before deleting, then deletes, toasts 'User Deleted' and reloads the list", async () => {
    let deleted = false;
    const fetch = answerUsers({
      'GET /api/admin/users': () => json(deleted ? [SIGNED_IN_ADMIN] : [SIGNED_IN_ADMIN, JORDAN]),
      'DELETE /api/admin/users/uid-jordan': () => {
        deleted = true;
        return json({ message: 'User deleted' });
      },
    });
    renderStaff(<UsersTab />);
    await userEvent.click(buttonIn(await rowOf('jmorgan'), 'Delete User'));

    const confirmation = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(confirmation).toHaveTextContent('Jordan Morgan (jmorgan) will no longer be able to sign in.');
    expect(buttonIn(within(confirmation), 'Cancel')).toHaveFocus();
    expect(callsTo(fetch, 'DELETE', '/api/admin/users/uid-jordan')).toEqual([]);
    await userEvent.click(buttonIn(within(confirmation), 'Delete'));

    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/admin/users/uid-jordan')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('jordan@example.com')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'GET', '/api/admin/users')).toHaveLength(2);
  });

  it("toasts 'Delete Failed' with the server message", async () => {
    answerUsers({ 'DELETE /api/admin/users/uid-jordan': () => json({ message: 'Cannot delete the last admin' }, 409) });
    renderStaff(<UsersTab />);
    await userEvent.click(buttonIn(await rowOf('jmorgan'), 'Delete User'));
    await userEvent.click(buttonIn(within(await screen.findByRole('dialog', { name: 'Delete this user?' })), 'Delete'));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Cannot delete the last admin')).toBeInTheDocument();
  });

  it('opens the Add User dialog', async () => {
    answerUsers();
    renderStaff(<UsersTab />);
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await userEvent.click(buttonIn(screen, 'Add User'));
    expect(await screen.findByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  });
});

describe('UsersTab roles', () => {
  beforeEach(() => {
    // jsdom lays nothing out, yet computing a style under antd's sheets is slow, and a select's
    // popup reads a few dozen to place itself: the element's own style stands in.
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => (element as HTMLElement).style);
  });

  const roleOf = (name: string) => screen.getByLabelText(`Role of ${name}`);

  /** Opens a row's role select and picks a role. */
  async function chooseRole(name: string, role: 'Admin' | 'Agent') {
    const control = await waitFor(() => roleOf(name));
    await userEvent.click(control);
    const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
    await userEvent.click(await within(popup).findByTitle(role));
  }

  const confirmDialog = () =>
    waitFor(() => {
      const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!dialog) throw new Error('no confirmation');
      return dialog;
    });

  it("shows each account's role; the signed-in admin's own cannot be changed", async () => {
    answerUsers();
    renderStaff(<UsersTab />);
    await rowOf('jmorgan');
    expect(within(roleOf('Jordan Morgan').closest('.ant-select')!).getByText('Admin')).toBeInTheDocument();
    expect(within(roleOf('Casey Brooks').closest('.ant-select')!).getByText('Agent')).toBeInTheDocument();
    const own = roleOf('Avery Sinclair');
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('You cannot change your own role');
    expect(roleOf('Jordan Morgan')).toBeEnabled();
  });

  it('changes a role after a confirmation that says the account is signed out everywhere, and reloads the list', async () => {
    let jordan = JORDAN;
    const fetch = answerUsers({
      'GET /api/admin/users': () => json([SIGNED_IN_ADMIN, jordan, SIGNED_IN_AGENT]),
      'PATCH /api/admin/users/uid-jordan': (body) => {
        jordan = { ...jordan, ...(body as object) };
        return json(jordan);
      },
    });
    renderStaff(<UsersTab />);
    await rowOf('jmorgan');
    await chooseRole('Jordan Morgan', 'Agent');

    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent("Change Jordan Morgan's role to Agent?");
    expect(dialog).toHaveTextContent('Jordan Morgan (jmorgan) will be signed out everywhere and sign in again with the new role.');
    expect(dialog).toHaveTextContent('Limited access');
    expect(callsTo(fetch, 'PATCH', '/api/admin/users/uid-jordan')).toEqual([]);
    await userEvent.click(buttonIn(within(dialog), 'Change role'));

    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(screen.getByText('Jordan Morgan is now an agent and has been signed out everywhere.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/admin/users/uid-jordan')).toEqual([['/api/admin/users/uid-jordan', { role: 'agent' }]]);
    await waitFor(() => expect(within(roleOf('Jordan Morgan').closest('.ant-select')!).getByText('Agent')).toBeInTheDocument());
    expect(callsTo(fetch, 'GET', '/api/admin/users')).toHaveLength(2);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const fetch = answerUsers();
    renderStaff(<UsersTab />);
    await rowOf('jmorgan');
    await chooseRole('Casey Brooks', 'Admin');
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent("Change Casey Brooks's role to Admin?");
    expect(buttonIn(within(dialog), 'Cancel')).toHaveFocus();
    await userEvent.click(buttonIn(within(dialog), 'Cancel'));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });

  it("toasts the server's reason when the role cannot be changed", async () => {
    answerUsers({ 'PATCH /api/admin/users/uid-jordan': () => json({ message: 'Cannot remove the last admin' }, 409) });
    renderStaff(<UsersTab />);
    await rowOf('jmorgan');
    await chooseRole('Jordan Morgan', 'Agent');
    await userEvent.click(buttonIn(within(await confirmDialog()), 'Change role'));
    expect(await screen.findByText('Failed to change the role')).toBeInTheDocument();
    expect(screen.getByText('Cannot remove the last admin')).toBeInTheDocument();
  });

  it('switches whether an agent is available for new leads; admins have no switch', async () => {
    let casey = SIGNED_IN_AGENT;
    const fetch = answerUsers({
      'GET /api/admin/users': () => json([SIGNED_IN_ADMIN, JORDAN, casey]),
      'PATCH /api/admin/users/uid-casey': (body) => {
        casey = { ...casey, ...(body as object) };
        return json(casey);
      },
    });
    renderStaff(<UsersTab />);
    const availability = await waitFor(() => screen.getByLabelText('Available for new leads: Casey Brooks'));
    expect(availability).toBeChecked();
    expect(screen.queryByLabelText('Available for new leads: Jordan Morgan')).not.toBeInTheDocument();

    await userEvent.click(availability);
    expect(await screen.findByText('Casey Brooks gets no new leads automatically.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/admin/users/uid-casey')).toEqual([['/api/admin/users/uid-casey', { available: false }]]);
    await waitFor(() => expect(screen.getByLabelText('Available for new leads: Casey Brooks')).not.toBeChecked());

    await userEvent.click(screen.getByLabelText('Available for new leads: Casey Brooks'));
    expect(await screen.findByText('Casey Brooks is available for new leads.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/admin/users/uid-casey').at(-1)).toEqual(['/api/admin/users/uid-casey', { available: true }]);
  });

  it("toasts 'Failed to update the user' with the server's reason when the switch is refused", async () => {
    answerUsers({ 'PATCH /api/admin/users/uid-casey': () => json({ message: 'User not found' }, 404) });
    renderStaff(<UsersTab />);
    await userEvent.click(await waitFor(() => screen.getByLabelText('Available for new leads: Casey Brooks')));
    expect(await screen.findByText('Failed to update the user')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});

describe('UsersTab: deactivation (docs/product/dashboard.md#users)', () => {
  beforeEach(() => {
    // jsdom lays nothing out, and the select's popup reads styles to place itself: the element's own style stands in.
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => (element as HTMLElement).style);
  });

  /** Opens the dialog's select and picks `option`. */
  async function choose(label: string, option: string) {
    const control = await screen.findByLabelText(label);
    await userEvent.click(control);
    const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
    await userEvent.click(await within(popup).findByTitle(option));
  }

  it('says what will happen and what they hold, asks where their work goes, then deactivates and toasts', async () => {
    let deactivated = false;
    const fetch = answerUsers({
      'GET /api/admin/users': () =>
        json([
          SIGNED_IN_ADMIN,
          deactivated ? { ...SIGNED_IN_AGENT, available: false, deactivatedAt: new Date().toISOString() } : SIGNED_IN_AGENT,
        ]),
      'GET /api/staff': () => json(STAFF),
      'GET /api/admin/users/uid-casey/offboarding': () => json({ openLeads: 3, upcomingShowings: 1, upcomingOpenHouses: 0 }),
      'POST /api/admin/users/uid-casey/deactivate': () => {
        deactivated = true;
        return json({ user: SIGNED_IN_AGENT, reassignments: [{}, {}, {}, {}] });
      },
    });
    renderStaff(<UsersTab />);
    expect((await rowOf('casey')).getByText('Active')).toBeInTheDocument();
    await userEvent.click(buttonIn(await rowOf('casey'), 'Deactivate'));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Casey Brooks?' });
    expect(dialog).toHaveTextContent('Casey Brooks (casey) is signed out everywhere at once and can no longer sign in');
    expect(
      await within(dialog).findByText('Their open work: 3 open leads, 1 upcoming showing and 0 upcoming open houses.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('An admin can reactivate Casey Brooks within 30 days');
    await userEvent.click(buttonIn(within(dialog), 'Deactivate'));
    expect(await within(dialog).findByText('Choose the colleague who takes over their work, or By rotation')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-casey/deactivate')).toEqual([]);

    await choose('Hand their work to', 'Avery Sinclair');
    await userEvent.click(buttonIn(within(dialog), 'Deactivate'));
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    expect(screen.getByText('Casey Brooks has been deactivated; 4 records were handed over.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-casey/deactivate')).toEqual([
      ['/api/admin/users/uid-casey/deactivate', { reassignTo: 'uid-avery' }],
    ]);
    const row = await rowOf('casey');
    await waitFor(() => expect(row.getByText(/^Deactivated on /)).toBeInTheDocument());
    expect(buttonIn(row, 'Reactivate')).toBeEnabled();
    expect(row.queryByText('Deactivate')).toBeNull();
  });

  it("offers By rotation, and toasts 'Deactivation Failed' with the server's reason", async () => {
    const fetch = answerUsers({
      'GET /api/staff': () => json(STAFF),
      'GET /api/admin/users/uid-casey/offboarding': () => json({ openLeads: 1, upcomingShowings: 0, upcomingOpenHouses: 0 }),
      'POST /api/admin/users/uid-casey/deactivate': () =>
        json({ message: 'No agent is available for new leads, so the rotation has nobody: choose a colleague instead' }, 409),
    });
    renderStaff(<UsersTab />);
    await userEvent.click(buttonIn(await rowOf('casey'), 'Deactivate'));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Casey Brooks?' });
    await choose('Hand their work to', 'By rotation (the available agents in turn)');
    await userEvent.click(buttonIn(within(dialog), 'Deactivate'));
    expect(await screen.findByText('Deactivation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('No agent is available for new leads, so the rotation has nobody: choose a colleague instead'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-casey/deactivate')).toEqual([
      ['/api/admin/users/uid-casey/deactivate', { reassignTo: 'rotation' }],
    ]);
  });

  it("disables Deactivate on the signed-in user's own row, and offers Reactivate only within 30 days", async () => {
    const daysAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
    const fetch = answerUsers({
      'GET /api/admin/users': () =>
        json([
          SIGNED_IN_ADMIN,
          { ...SIGNED_IN_AGENT, deactivatedAt: daysAgo(REACTIVATION_WINDOW_MS - 60_000) },
          { ...JORDAN, deactivatedAt: daysAgo(REACTIVATION_WINDOW_MS + 60_000) },
        ]),
      'POST /api/admin/users/uid-casey/reactivate': () => json(SIGNED_IN_AGENT),
    });
    renderStaff(<UsersTab />);
    const own = await rowOf('admin');
    expect(buttonIn(own, 'Deactivate')).toBeDisabled();
    expect(buttonIn(own, 'Deactivate')).toHaveAccessibleDescription('You cannot deactivate your own account');
    expect((await rowOf('jmorgan')).queryByText('Reactivate')).toBeNull();

    await userEvent.click(buttonIn(await rowOf('casey'), 'Reactivate'));
    const confirmation = await screen.findByRole('dialog', { name: 'Reactivate Casey Brooks?' });
    expect(confirmation).toHaveTextContent('The records handed over stay with their new owners.');
    await userEvent.click(buttonIn(within(confirmation), 'Reactivate'));
    expect(await screen.findByText('User reactivated')).toBeInTheDocument();
    expect(screen.getByText('Casey Brooks can sign in again.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users/uid-casey/reactivate')).toHaveLength(1);
  });
});
