import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ResoKey } from '@estate/domain';
import SettingsTab from '@/features/dashboard/settings/components/SettingsTab';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaff, SIGNED_IN_ADMIN, STAFF } from '../../support/staffHarness';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();
afterEach(() => jest.restoreAllMocks());

const URL = '/api/admin/settings/reso-keys';
const NAME = 'Name (who the key is for)';
const SWITCH = 'Include withdrawn, expired and canceled listings';
const TOKEN = 'reso_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const ZILLOW: ResoKey = {
  id: 'a'.repeat(64),
  name: 'Zillow',
  includeOffMarket: false,
  createdAt: '2026-11-20T15:05:00.000Z',
  createdBy: SIGNED_IN_ADMIN.id,
  lastUsedAt: '2026-11-24T14:00:00.000Z',
};
const SYNDICATOR: ResoKey = {
  id: 'b'.repeat(64),
  name: 'ListHub',
  includeOffMarket: true,
  createdAt: '2026-11-21T15:05:00.000Z',
  createdBy: null,
};

/** The Settings tab signed in as an admin, with `keys` listed; `more` adds or overrides answers. */
function answerSettings(keys: () => ResoKey[], more: Parameters<typeof answerApi>[0] = {}) {
  return answerApi({
    'GET /api/user': () => json(SIGNED_IN_ADMIN),
    'GET /api/admin/settings/lead-alerts': () => json({ recipients: ['leads@queencityestates.com'], isDefault: true }),
    'GET /api/admin/settings/lead-assignment': () => json({ automatic: false }),
    'GET /api/staff': () => json(STAFF),
    [`GET ${URL}`]: () => json(keys()),
    'GET /api/mls/sources': () => json([]),
    ...more,
  });
}

/** The card, once the dashboard has loaded the session and shows it. */
const keysCard = async () => within((await screen.findByText('RESO feed keys')).closest<HTMLElement>('.ant-card')!);
const rowOf = async (text: string) => within((await (await keysCard()).findByText(text)).closest('tr')!);

describe('SettingsTab RESO feed keys', () => {
  it('lists each key with when it was created and last used, and whether it sees listings off the market', async () => {
    answerSettings(() => [SYNDICATOR, ZILLOW]);
    renderStaff(<SettingsTab />);
    const card = await keysCard();
    const zillow = await rowOf('Zillow');
    expect(zillow.getByText('November 20, 2026 at 10:05 AM')).toBeInTheDocument();
    expect(zillow.getByText('November 24, 2026 at 9:00 AM')).toBeInTheDocument();
    expect(zillow.getByText('No')).toBeInTheDocument();
    const listHub = await rowOf('ListHub');
    expect(listHub.getByText('Never')).toBeInTheDocument();
    expect(listHub.getByText('Included')).toBeInTheDocument();
    expect(card.getByText(`${window.location.origin}/api/reso/Property`)).toBeInTheDocument();
  });

  it('says so when there are no keys', async () => {
    answerSettings(() => []);
    renderStaff(<SettingsTab />);
    const card = await keysCard();
    expect(await card.findByText('No keys yet. Create one for each partner that copies the listings.')).toBeInTheDocument();
  });

  it('creates a key with a name and the off-market switch, shows it once to copy, and lists it', async () => {
    let keys: ResoKey[] = [];
    const fetch = answerSettings(() => keys, {
      [`POST ${URL}`]: (body) => {
        const key = { ...SYNDICATOR, ...(body as { name: string; includeOffMarket: boolean }) };
        keys = [key];
        return json({ key, token: TOKEN }, 201);
      },
    });
    renderStaff(<SettingsTab />);
    const card = await keysCard();
    await screen.findByText('No keys yet. Create one for each partner that copies the listings.');

    await userEvent.click(buttonIn(card, 'Create key'));
    expect(await card.findByText('Give the key a name')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', URL)).toEqual([]);

    await userEvent.type(card.getByLabelText(NAME), 'ListHub');
    await userEvent.click(card.getByLabelText(SWITCH));
    await userEvent.click(buttonIn(card, 'Create key'));
    expect(await screen.findByText('Key created')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', URL)).toEqual([[URL, { name: 'ListHub', includeOffMarket: true }]]);

    expect(card.getByText('Key created for ListHub')).toBeInTheDocument();
    const key = card.getByLabelText('Key');
    expect(key).toHaveValue(TOKEN);
    expect(key).toHaveAttribute('readonly');
    await userEvent.click(buttonIn(card, 'Copy'));
    expect(await card.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await rowOf('ListHub')).toBeTruthy();
    expect(card.getByLabelText(NAME)).toHaveValue('');

    await userEvent.click(buttonIn(card, 'Done'));
    await waitFor(() => expect(card.queryByLabelText('Key')).not.toBeInTheDocument());
  });

  it("toasts 'Failed to create key' with the server's reason", async () => {
    answerSettings(() => [], { [`POST ${URL}`]: () => json({ message: 'Name must be at most 100 characters' }, 400) });
    renderStaff(<SettingsTab />);
    const card = await keysCard();
    await userEvent.type(await card.findByLabelText(NAME), 'Zillow');
    await userEvent.click(buttonIn(card, 'Create key'));
    expect(await screen.findByText('Failed to create key')).toBeInTheDocument();
    expect(screen.getByText('Name must be at most 100 characters')).toBeInTheDocument();
  });

  it('asks before revoking a key, Cancel first, then revokes it', async () => {
    let keys = [ZILLOW];
    const fetch = answerSettings(() => keys, {
      [`DELETE ${URL}/${ZILLOW.id}`]: () => {
        keys = [];
        return json({ message: 'Key revoked' });
      },
    });
    renderStaff(<SettingsTab />);
    await userEvent.click(buttonIn(await rowOf('Zillow'), 'Revoke'));
    const confirmation = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(confirmation).toHaveTextContent('“Zillow” stops working at once: the partner using it can no longer read the feed.');
    await waitFor(() => expect(buttonIn(within(confirmation), 'Cancel')).toHaveFocus());
    expect(callsTo(fetch, 'DELETE', `${URL}/${ZILLOW.id}`)).toEqual([]);

    await userEvent.click(buttonIn(within(confirmation), 'Revoke'));
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', `${URL}/${ZILLOW.id}`)).toHaveLength(1);
    expect(await screen.findByText('No keys yet. Create one for each partner that copies the listings.')).toBeInTheDocument();
  });
});
