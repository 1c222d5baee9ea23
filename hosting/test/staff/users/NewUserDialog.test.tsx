import { configure, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ROLE_DESCRIPTIONS } from '@estate/domain';
import { NewUserDialog } from '@/features/staff/users/components/NewUserDialog';
import { fastUserEvent } from '../../support/leadFormHarness';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApi, callsTo, json } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const NEW_USER = {
  username: 'jmorgan',
  password: 'secret12',
  name: 'Jordan Morgan',
  email: 'jordan@example.com',
  phone: '(513) 555-0100',
};

/** The dialog as the Users tab holds it: open, closed by its own Cancel or success, reopened by 'Add User'. */
function DialogHost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add User
      </button>
      <NewUserDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Username'), NEW_USER.username);
  await userEvent.type(screen.getByLabelText('Password'), NEW_USER.password);
  await userEvent.type(screen.getByLabelText('Full Name'), NEW_USER.name);
  await userEvent.type(screen.getByLabelText('Email'), NEW_USER.email);
  await userEvent.type(screen.getByLabelText('Phone (optional)'), NEW_USER.phone);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create User' }));

describe('NewUserDialog', () => {
  it('offers the Admin and Agent roles, each with what it may do, Agent chosen', () => {
    renderWithProviders(<DialogHost />);
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
    const roles = screen.getByRole('group', { name: 'Role' });
    expect([...roles.querySelectorAll('input[type="radio"]')].map((radio) => radio.getAttribute('value'))).toEqual(['admin', 'agent']);
    expect(screen.getByLabelText('Admin')).not.toBeChecked();
    expect(screen.getByLabelText('Admin')).toHaveAccessibleDescription(ROLE_DESCRIPTIONS.admin);
    expect(screen.getByLabelText('Agent')).toBeChecked();
    expect(screen.getByLabelText('Agent')).toHaveAccessibleDescription(ROLE_DESCRIPTIONS.agent);
    expect(ROLE_DESCRIPTIONS.agent).toMatch(/^Limited access/);
  });

  it('shows each documented message of the new-user rules, focuses the first invalid field and sends nothing', async () => {
    const fetch = answerApi({});
    renderWithProviders(<DialogHost />);
    await userEvent.type(screen.getByLabelText('Username'), 'jm');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.type(screen.getByLabelText('Full Name'), 'J');
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@');
    await submit();

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('re-validates on change once submitted', async () => {
    answerApi({});
    renderWithProviders(<DialogHost />);
    await submit();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'jmorgan');
    await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument());
  });

  it('POSTs exactly the documented payload with the agent role, locks the dialog while pending, then toasts, closes and resets', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = answerApi({ 'POST /api/admin/users': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<DialogHost />);
    await fillForm();
    await submit();

    expect(await screen.findByRole('button', { name: /Creating\.\.\./ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(callsTo(fetch, 'POST', '/api/admin/users')).toEqual([['/api/admin/users', { ...NEW_USER, role: 'agent' }]]);

    answer(json({ id: 'uid-jordan', ...NEW_USER, role: 'agent' }, 201));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Agent')).toBeChecked();
  });

  it('POSTs the admin role when Admin is chosen', async () => {
    const fetch = answerApi({ 'POST /api/admin/users': () => json({}, 201) });
    renderWithProviders(<DialogHost />);
    await fillForm();
    await userEvent.click(screen.getByLabelText('Admin'));
    expect(screen.getByLabelText('Agent')).not.toBeChecked();
    await submit();
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users')).toEqual([['/api/admin/users', { ...NEW_USER, role: 'admin' }]]);
  });

  it('sends an empty phone when none is given', async () => {
    const fetch = answerApi({ 'POST /api/admin/users': () => json({}, 201) });
    renderWithProviders(<DialogHost />);
    await userEvent.type(screen.getByLabelText('Username'), NEW_USER.username);
    await userEvent.type(screen.getByLabelText('Password'), NEW_USER.password);
    await userEvent.type(screen.getByLabelText('Full Name'), NEW_USER.name);
    await userEvent.type(screen.getByLabelText('Email'), NEW_USER.email);
    await submit();
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/users')[0]![1]).toEqual({ ...NEW_USER, phone: '', role: 'agent' });
  });

  it('shows the server message on failure and keeps the dialog and its values', async () => {
    answerApi({ 'POST /api/admin/users': () => json({ message: 'Username already exists' }, 409) });
    renderWithProviders(<DialogHost />);
    await fillForm();
    await submit();

    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue(NEW_USER.username);
    expect(screen.getByRole('button', { name: 'Create User' })).toBeEnabled();
  });

  it("falls back to 'Failed to create user' when the server gives no message", async () => {
    answerApi({ 'POST /api/admin/users': () => new Response('', { status: 500 }) });
    renderWithProviders(<DialogHost />);
    await fillForm();
    await submit();

    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('Cancel closes the dialog and empties it', async () => {
    answerApi({});
    renderWithProviders(<DialogHost />);
    await userEvent.type(screen.getByLabelText('Username'), 'half-typed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('');
  });
});
