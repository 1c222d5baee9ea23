import { configure, screen } from '@testing-library/react';
import SettingsTab from '../src/features/admin/settings/SettingsTab';
import { fastUserEvent } from './leadFormHarness';
import { answerApi, callsTo, json, renderStaff, SIGNED_IN_ADMIN } from './staffHarness';

configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const URL = '/api/admin/settings/lead-alerts';
const FIELD = 'Recipients (one email address per line)';

describe('SettingsTab', () => {
  it("shows the default recipients, refuses an address that is not one, and saves the admin's list", async () => {
    const fetch = answerApi({
      'GET /api/user': () => json(SIGNED_IN_ADMIN),
      [`GET ${URL}`]: () => json({ recipients: ['leads@queencityestates.com'], isDefault: true }),
      [`PUT ${URL}`]: (body) => json({ ...(body as object), isDefault: false }),
    });
    renderStaff(<SettingsTab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
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
