import { configure, screen, waitFor, within } from '@testing-library/react';
import SettingsTab from '@/features/dashboard/settings/components/SettingsTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, callsTo, json, never, renderStaff, SIGNED_IN_ADMIN, STAFF } from '../../support/staffHarness';

configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const URL = '/api/admin/settings/lead-alerts';
const FIELD = 'Recipients (one email address per line)';
const ASSIGNMENT_URL = '/api/admin/settings/lead-assignment';
const SWITCH = 'Assign new leads automatically';

/** Signed in as an admin, lead alerts answered; `more` adds or overrides answers. */
const answerSettings = (more: Parameters<typeof answerApi>[0] = {}) =>
  answerApi({
    'GET /api/user': () => json(SIGNED_IN_ADMIN),
    [`GET ${URL}`]: () => json({ recipients: ['leads@queencityestates.com'], isDefault: true }),
    [`GET ${ASSIGNMENT_URL}`]: () => json({ automatic: false }),
    'GET /api/staff': () => json(STAFF),
    'GET /api/admin/settings/reso-keys': () => json([]),
    'GET /api/mls/sources': () => json([]),
    ...more,
  });

const assignmentCard = () => screen.getByText('Lead assignment').closest<HTMLElement>('.ant-card')!;

describe('SettingsTab', () => {
  it("shows the default recipients, refuses an address that is not one, and saves the admin's list", async () => {
    const fetch = answerSettings({ [`PUT ${URL}`]: (body) => json({ ...(body as object), isDefault: false }) });
    renderStaff(<SettingsTab />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const field = await screen.findByLabelText(FIELD);
    expect(field).toHaveValue('leads@queencityestates.com');
    expect(screen.getByText('Default')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'broker@queencityestates.com{Enter}desk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each recipient must be a valid email address')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', URL)).toEqual([]);

    await userEvent.type(field, '@queencityestates.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', URL)).toEqual([[URL, { recipients: ['broker@queencityestates.com', 'desk@queencityestates.com'] }]]);
  });
});

describe('SettingsTab MLS sources', () => {
  it('shows the MLS sources panel (features/mls/dashboard) after the RESO feed keys', async () => {
    answerSettings({ 'GET /api/mls/sources': () => json([]) });
    renderStaff(<SettingsTab />);
    expect(await screen.findByText('No MLS source has run yet. Each appears here after its first run.')).toBeInTheDocument();
    const titles = [...document.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);
    expect(titles.indexOf('MLS sources')).toBe(titles.indexOf('RESO feed keys') + 1);
  });
});

describe('SettingsTab lead assignment', () => {
  it('names the available agents, and turns automatic assignment on with PUT {automatic: true}, busy while it saves', async () => {
    let automatic = false;
    let answerPut: () => void = () => {};
    const fetch = answerSettings({
      [`GET ${ASSIGNMENT_URL}`]: () => json({ automatic }),
      [`PUT ${ASSIGNMENT_URL}`]: async (body) => {
        await new Promise<void>((resolve) => (answerPut = resolve));
        ({ automatic } = body as { automatic: boolean });
        return json({ automatic });
      },
    });
    renderStaff(<SettingsTab />);
    const toggle = await screen.findByLabelText(SWITCH);
    expect(toggle).not.toBeChecked();
    expect(await within(assignmentCard()).findByText(/^1 agent is available for new leads: Casey Brooks\./)).toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveClass('ant-switch-loading'));
    expect(callsTo(fetch, 'PUT', ASSIGNMENT_URL)).toEqual([[ASSIGNMENT_URL, { automatic: true }]]);
    answerPut();

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(
      screen.getByText('New leads are now assigned automatically, in turn, to the agents available for new leads.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(SWITCH)).toBeChecked());
    expect(screen.getByLabelText(SWITCH)).not.toHaveClass('ant-switch-loading');
  });

  it('turns it off with PUT {automatic: false}', async () => {
    const fetch = answerSettings({
      [`GET ${ASSIGNMENT_URL}`]: () => json({ automatic: true }),
      [`PUT ${ASSIGNMENT_URL}`]: (body) => json(body),
    });
    renderStaff(<SettingsTab />);
    const toggle = await screen.findByLabelText(SWITCH);
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(
      await screen.findByText('New leads now wait unassigned until an agent claims them or an admin assigns them.'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', ASSIGNMENT_URL)).toEqual([[ASSIGNMENT_URL, { automatic: false }]]);
  });

  it('warns when no agent is available for new leads', async () => {
    answerSettings({
      [`GET ${ASSIGNMENT_URL}`]: () => json({ automatic: true }),
      'GET /api/staff': () => json(STAFF.map((member) => ({ ...member, available: member.role === 'agent' ? false : undefined }))),
    });
    renderStaff(<SettingsTab />);
    const card = await waitFor(assignmentCard);
    expect(await within(card).findByText('No agent is available for new leads')).toBeInTheDocument();
    expect(card).toHaveTextContent('New leads stay unassigned until an agent claims them or an admin assigns them.');
    expect(within(card).getByText('Users tab')).toHaveAttribute('href', '/admin/users');
  });

  it("toasts 'Failed to save settings' with the server's reason, and keeps the stored choice", async () => {
    answerSettings({ [`PUT ${ASSIGNMENT_URL}`]: () => json({ message: 'automatic must be true or false' }, 400) });
    renderStaff(<SettingsTab />);
    const toggle = await screen.findByLabelText(SWITCH);
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText('automatic must be true or false')).toBeInTheDocument();
    expect(screen.getByLabelText(SWITCH)).not.toBeChecked();
  });

  it('shows a skeleton while the setting loads', async () => {
    answerSettings({ [`GET ${ASSIGNMENT_URL}`]: never });
    renderStaff(<SettingsTab />);
    const card = await waitFor(assignmentCard);
    expect(card.querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(screen.queryByLabelText(SWITCH)).not.toBeInTheDocument();
  });
});
