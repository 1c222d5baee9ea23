import { configure, screen, waitFor, within } from '@testing-library/react';
import { startRegistration } from '@simplewebauthn/browser';
import { FACTOR_TEXTS, type FactorsOverview, type PasskeySummary } from '@estate/domain';
import SecurityTab from '@/features/staff/factors/components/SecurityTab';
import { RIGHT_CODE, stepUpRequired, stepUpSession } from '../../support/fixtures/staffFactors';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaff, renderStaffRoutes, SIGNED_IN_ADMIN } from '../../support/staffHarness';

// WebAuthn cannot run in jsdom: the browser's passkey prompt is stubbed at its module, nothing else.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), startRegistration: jest.fn() }));

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const FACTORS_URL = '/api/staff/factors';
const TOTP_URL = `${FACTORS_URL}/totp`;
const PASSKEYS_URL = `${FACTORS_URL}/passkeys`;
const RECOVERY_URL = `${FACTORS_URL}/recovery-codes`;
const LAPTOP: PasskeySummary = {
  id: 'pk-laptop',
  name: 'Work laptop',
  createdAt: '2026-03-02T17:00:00.000Z',
  lastUsedAt: '2026-04-20T15:30:00.000Z',
};
const KEY: PasskeySummary = { id: 'pk-key', name: 'Security key', createdAt: '2026-04-20T15:30:00.000Z' };
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Queen%20City%20Estates:admin?secret=JBSWY3DPEHPK3PXP' };
const CODES = Array.from({ length: 10 }, (_, index) => `rc${index}-abcd`);
const PASSKEY_REGISTRATION = { id: 'credential-2', response: { attestationObject: 'attested' } };
const NO_FACTORS: FactorsOverview = { passkeys: [], totp: null, recoveryCodesLeft: 0 };
const BOTH: FactorsOverview = { passkeys: [LAPTOP, KEY], totp: { createdAt: '2026-03-02T17:00:00.000Z' }, recoveryCodesLeft: 7 };

/**
 * The member's factors as the API keeps them (`start`), changed by its calls as the server would:
 * the first factor answers the recovery codes. `more` adds or overrides answers.
 */
function answerFactors(start: FactorsOverview, more: Parameters<typeof answerApi>[0] = {}) {
  let factors = start;
  const firstFactor = () => (factors.passkeys.length || factors.totp ? {} : { recoveryCodes: CODES, recoveryCodesLeft: 10 });
  const added = (change: Partial<FactorsOverview>) => {
    const { recoveryCodes, recoveryCodesLeft = factors.recoveryCodesLeft } = firstFactor();
    factors = { ...factors, ...change, recoveryCodesLeft };
    return json(recoveryCodes ? { recoveryCodes } : {}, 201);
  };
  return answerApi({
    'GET /api/user': () => json(SIGNED_IN_ADMIN),
    [`GET ${FACTORS_URL}`]: () => json(factors),
    [`POST ${TOTP_URL}`]: () => json(SETUP),
    [`PUT ${TOTP_URL}`]: (body) =>
      (body as { code: string }).code === RIGHT_CODE
        ? added({ totp: { createdAt: '2026-05-04T16:00:00.000Z' } })
        : json({ message: FACTOR_TEXTS.wrongCode }, 400),
    [`POST ${PASSKEYS_URL}/options`]: () => json({ challenge: 'challenge-2', rp: { name: 'Queen City Estates' } }),
    [`POST ${PASSKEYS_URL}`]: (body) =>
      added({
        passkeys: [...factors.passkeys, { id: 'pk-new', name: (body as { name: string }).name, createdAt: '2026-05-04T16:00:00.000Z' }],
      }),
    [`DELETE ${PASSKEYS_URL}/pk-key`]: () => {
      factors = { ...factors, passkeys: factors.passkeys.filter((passkey) => passkey.id !== 'pk-key') };
      return json({ message: 'Passkey removed' });
    },
    [`POST ${RECOVERY_URL}`]: () => json({ recoveryCodes: CODES }),
    ...more,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: FACTOR_TEXTS.factorPageTitle });
const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
const codesDialog = () => screen.findByRole('dialog', { name: 'Your recovery codes' });

async function expectCodesShownOnce() {
  const dialog = within(await codesDialog());
  expect(dialog.getByText(FACTOR_TEXTS.recoveryCodesIntro)).toBeInTheDocument();
  const list = within(dialog.getByRole('list', { name: 'Recovery codes' }));
  expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
  await userEvent.click(buttonIn(dialog, 'OK'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your recovery codes' })).not.toBeInTheDocument());
  expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
}

describe("SecurityTab: the member's sign-in methods", () => {
  it('lists the passkeys with their dates, the authenticator app and the recovery codes left', async () => {
    answerFactors(BOTH);
    renderStaff(<SecurityTab />);
    await heading();

    const passkeys = within(await waitFor(() => card('Passkeys')));
    expect(passkeys.getByText('Work laptop')).toBeInTheDocument();
    expect(passkeys.getByText('Added March 2, 2026, last used April 20, 2026')).toBeInTheDocument();
    expect(passkeys.getByText('Security key')).toBeInTheDocument();
    expect(passkeys.getByText('Added April 20, 2026')).toBeInTheDocument();
    expect(passkeys.getByLabelText('Remove Work laptop')).toHaveTextContent('Remove');
    expect(passkeys.getByLabelText('Passkey name')).toHaveAttribute('placeholder', 'Work laptop');
    expect(buttonIn(passkeys, 'Add a passkey')).toBeDisabled();

    const app = within(card('Authenticator app'));
    expect(app.getByText('Set up March 2, 2026.')).toBeInTheDocument();
    expect(buttonIn(app, 'Replace the authenticator app')).toBeEnabled();

    const recovery = within(card('Recovery codes'));
    expect(recovery.getByText(/^7 of 10 left\./)).toBeInTheDocument();
    expect(buttonIn(recovery, 'Make new recovery codes')).toBeEnabled();
  });

  it('says so when the member has no factor yet, and makes no recovery codes without one', async () => {
    answerFactors(NO_FACTORS);
    renderStaff(<SecurityTab />);
    expect(await screen.findByText('No passkey yet.')).toBeInTheDocument();
    expect(within(card('Authenticator app')).getByText('Not set up.')).toBeInTheDocument();
    expect(buttonIn(screen, 'Set up an authenticator app')).toBeEnabled();
    expect(within(card('Recovery codes')).getByText(/^0 of 10 left\./)).toBeInTheDocument();
    expect(buttonIn(screen, 'Make new recovery codes')).toBeDisabled();
  });

  it('says when the methods could not be loaded, and Retry asks again', async () => {
    let fail = true;
    answerFactors(BOTH, { [`GET ${FACTORS_URL}`]: () => (fail ? json({ message: 'boom' }, 500) : json(BOTH)) });
    renderStaff(<SecurityTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in methods could not be loaded');
    fail = false;
    await userEvent.click(buttonIn(screen, 'Retry'));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
  });
});

describe('SecurityTab: the authenticator app', () => {
  // jsdom draws on no canvas: without a 2d context the QR code skips its drawing, as a browser without one would.
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

  it('shows the key to type, refuses a wrong first code, and a right one adds the app and shows the recovery codes once', async () => {
    const fetch = answerFactors(NO_FACTORS);
    renderStaff(<SecurityTab />);
    await userEvent.click(await waitFor(() => buttonIn(screen, 'Set up an authenticator app')));

    const app = within(card('Authenticator app'));
    expect(await app.findByText(SETUP.secret)).toBeInTheDocument();
    expect(app.getByText('Scan this code with your authenticator app, or type the key below into it.')).toBeInTheDocument();
    expect(card('Authenticator app').querySelector('.ant-qrcode canvas')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', TOTP_URL)).toEqual([[TOTP_URL, undefined]]);

    const field = app.getByLabelText('Code from the app');
    await userEvent.type(field, '111111');
    await userEvent.click(buttonIn(app, 'Confirm the app'));
    expect(await app.findByRole('alert')).toHaveTextContent(FACTOR_TEXTS.wrongCode);

    await userEvent.clear(field);
    await userEvent.type(field, RIGHT_CODE);
    await userEvent.click(buttonIn(app, 'Confirm the app'));
    expect(await screen.findByText('Authenticator app added')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', TOTP_URL)).toEqual([
      [TOTP_URL, { code: '111111' }],
      [TOTP_URL, { code: RIGHT_CODE }],
    ]);
    await expectCodesShownOnce();
    expect(await app.findByText('Set up May 4, 2026.')).toBeInTheDocument();
    expect(buttonIn(app, 'Replace the authenticator app')).toBeEnabled();
    expect(app.queryByText(SETUP.secret)).not.toBeInTheDocument();
  });

  it('says so when the setup expired before its first code', async () => {
    answerFactors(BOTH, { [`PUT ${TOTP_URL}`]: () => json({ message: FACTOR_TEXTS.totpSetupExpired }, 400) });
    renderStaff(<SecurityTab />);
    await userEvent.click(await waitFor(() => buttonIn(screen, 'Replace the authenticator app')));
    const app = within(card('Authenticator app'));
    await userEvent.type(await app.findByLabelText('Code from the app'), RIGHT_CODE);
    await userEvent.click(buttonIn(app, 'Confirm the app'));
    expect(await app.findByRole('alert')).toHaveTextContent(FACTOR_TEXTS.totpSetupExpired);
  });

  it('says so when the setup cannot start', async () => {
    answerFactors(BOTH, { [`POST ${TOTP_URL}`]: () => new Response('', { status: 503 }) });
    renderStaff(<SecurityTab />);
    await userEvent.click(await waitFor(() => buttonIn(screen, 'Replace the authenticator app')));
    expect(await within(card('Authenticator app')).findByRole('alert')).toHaveTextContent('The setup could not start');
  });
});

describe('SecurityTab: passkeys', () => {
  it("registers this device's passkey under its name, toasts it and lists it; the first one shows the recovery codes", async () => {
    jest.mocked(startRegistration).mockResolvedValue(PASSKEY_REGISTRATION as never);
    const fetch = answerFactors(NO_FACTORS);
    renderStaff(<SecurityTab />);
    const passkeys = within(await waitFor(() => card('Passkeys')));
    const name = passkeys.getByLabelText('Passkey name');
    await userEvent.type(name, '  Kitchen iPad ');
    await userEvent.click(buttonIn(passkeys, 'Add a passkey'));

    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'challenge-2', rp: { name: 'Queen City Estates' } } });
    expect(callsTo(fetch, 'POST', PASSKEYS_URL)).toEqual([[PASSKEYS_URL, { name: 'Kitchen iPad', passkey: PASSKEY_REGISTRATION }]]);
    await expectCodesShownOnce();
    expect(await passkeys.findByText('Kitchen iPad')).toBeInTheDocument();
    expect(passkeys.getByText('Added May 4, 2026')).toBeInTheDocument();
    expect(name).toHaveValue('');
  });

  it("shows the server's refusal of a passkey, and the passkey refusal when the browser's prompt is dismissed", async () => {
    const refused = 'A passkey name has at most 60 characters';
    answerFactors(BOTH, { [`POST ${PASSKEYS_URL}`]: () => json({ message: refused }, 400) });
    jest.mocked(startRegistration).mockResolvedValueOnce(PASSKEY_REGISTRATION as never);
    renderStaff(<SecurityTab />);
    const passkeys = within(await waitFor(() => card('Passkeys')));
    await userEvent.type(passkeys.getByLabelText('Passkey name'), 'Phone');
    await userEvent.click(buttonIn(passkeys, 'Add a passkey'));
    expect(await passkeys.findByRole('alert')).toHaveTextContent(refused);

    jest.mocked(startRegistration).mockRejectedValueOnce(new Error('NotAllowedError'));
    await userEvent.click(buttonIn(passkeys, 'Add a passkey'));
    await waitFor(() => expect(passkeys.getByRole('alert')).toHaveTextContent(FACTOR_TEXTS.passkeyRefused));
    expect(passkeys.getByLabelText('Passkey name')).toHaveValue('Phone');
    expect(screen.queryByText('Passkey added')).not.toBeInTheDocument();
  });

  it("removes a passkey: toasts 'Passkey removed' and lists it no more", async () => {
    const fetch = answerFactors(BOTH);
    renderStaff(<SecurityTab />);
    await userEvent.click(await screen.findByLabelText('Remove Security key'));
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Security key')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', `${PASSKEYS_URL}/pk-key`)).toHaveLength(1);
    expect(screen.getByText('Work laptop')).toBeInTheDocument();
  });

  it('toasts why a passkey could not be removed', async () => {
    answerFactors(BOTH, { [`DELETE ${PASSKEYS_URL}/pk-key`]: () => json({ message: FACTOR_TEXTS.passkeyNotFound }, 404) });
    renderStaff(<SecurityTab />);
    await userEvent.click(await screen.findByLabelText('Remove Security key'));
    expect(await screen.findByText('The passkey could not be removed')).toBeInTheDocument();
    expect(screen.getByText(FACTOR_TEXTS.passkeyNotFound)).toBeInTheDocument();
  });

  it('asks for the step-up on /admin/security, then removes the passkey without a second click', async () => {
    const session = stepUpSession();
    const fetch = answerFactors(BOTH, { 'GET /api/admin/users': () => json([SIGNED_IN_ADMIN]), 'POST /api/login/step-up': session.prove });
    const removed = fetch.getMockImplementation()!;
    fetch.mockImplementation((input, init) =>
      init?.method === 'DELETE' && !session.proved() ? Promise.resolve(stepUpRequired()) : removed(input, init),
    );
    renderStaffRoutes('/admin/security');
    await userEvent.click(await screen.findByLabelText('Remove Security key'));

    const dialog = await screen.findByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle });
    await userEvent.type(within(dialog).getByLabelText(FACTOR_TEXTS.codeLabel), `${RIGHT_CODE}{Enter}`);
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', `${PASSKEYS_URL}/pk-key`)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Security key')).not.toBeInTheDocument());
  });
});

describe('SecurityTab: recovery codes', () => {
  it('makes new recovery codes and shows them once', async () => {
    const fetch = answerFactors(BOTH);
    renderStaff(<SecurityTab />);
    await userEvent.click(await waitFor(() => buttonIn(screen, 'Make new recovery codes')));
    await expectCodesShownOnce();
    expect(callsTo(fetch, 'POST', RECOVERY_URL)).toEqual([[RECOVERY_URL, undefined]]);
  });

  it('toasts why new recovery codes could not be made', async () => {
    answerFactors(BOTH, { [`POST ${RECOVERY_URL}`]: () => json({ message: FACTOR_TEXTS.noFactorToProve }, 400) });
    renderStaff(<SecurityTab />);
    await userEvent.click(await waitFor(() => buttonIn(screen, 'Make new recovery codes')));
    expect(await screen.findByText('New recovery codes could not be made')).toBeInTheDocument();
    expect(screen.getByText(FACTOR_TEXTS.noFactorToProve)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });
});
