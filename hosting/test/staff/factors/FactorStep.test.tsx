import { configure, screen, waitFor, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { FACTOR_CODES, FACTOR_TEXTS, type FactorKind } from '@estate/domain';
import { PASSKEY_ASSERTION } from '../../support/fixtures/staffFactors';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaffRoutes, SIGNED_IN_ADMIN } from '../../support/staffHarness';

// WebAuthn cannot run in jsdom: the browser's passkey prompt is stubbed at its module, nothing else.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), startRegistration: jest.fn() }));

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

const FACTOR_URL = '/api/login/factor';
const PASSKEY_OPTIONS = { challenge: 'challenge-1', allowCredentials: [{ id: 'credential-1', type: 'public-key' }] };

/**
 * /auth for a signed-out visitor whose password is right and whose account waits (202) for one of
 * `factors`; POST /api/login/factor is answered by `factor`. Resolves on the factor step.
 */
async function passwordAccepted(factors: FactorKind[], factor: (body: unknown) => Response | Promise<Response>) {
  const fetch = answerApi({
    'GET /api/user': () => json({ message: 'Please sign in to continue' }, 401),
    'POST /api/login': () => json({ step: 'factor', factors }, 202),
    'POST /api/login/passkey-options': () => json(PASSKEY_OPTIONS),
    [`POST ${FACTOR_URL}`]: factor,
    'GET /api/admin/users': () => json([SIGNED_IN_ADMIN]),
  });
  const { router } = renderStaffRoutes('/auth');
  await userEvent.type(await screen.findByLabelText('Username'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'luxury-admin-2026');
  await userEvent.click(buttonIn(screen, 'Login'));
  await screen.findByRole('heading', { name: FACTOR_TEXTS.factorStepTitle });
  return { fetch, router };
}

/** The step's refusal (the login card's toasts are alerts as well, and come only with a signed-in user). */
const refusal = () => screen.findByRole('alert');

describe('the sign-in factor step', () => {
  it('asks for the authenticator or a recovery code, its field focused, and offers no passkey the account lacks', async () => {
    const { fetch } = await passwordAccepted(['totp', 'recovery'], () => json(SIGNED_IN_ADMIN));
    expect(screen.getByText(FACTOR_TEXTS.factorStepIntro)).toBeInTheDocument();
    const field = screen.getByLabelText(FACTOR_TEXTS.codeLabel);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(buttonIn(screen, FACTOR_TEXTS.verify)).toBeDisabled();
    expect(buttonIn(screen, 'Back to username and password')).toBeEnabled();
    expect(screen.queryByText(FACTOR_TEXTS.usePasskey)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST', FACTOR_URL)).toEqual([]);
  });

  it("posts an app's six digits as totp, busy meanwhile, then signs in to the dashboard", async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch, router } = await passwordAccepted(['passkey', 'totp', 'recovery'], () => new Promise((resolve) => (answer = resolve)));
    await userEvent.type(screen.getByLabelText(FACTOR_TEXTS.codeLabel), '123456{Enter}');

    await waitFor(() => expect(buttonIn(screen, FACTOR_TEXTS.verify)).toBeDisabled());
    expect(buttonIn(screen, FACTOR_TEXTS.usePasskey)).toBeDisabled();
    expect(callsTo(fetch, 'POST', FACTOR_URL)).toEqual([[FACTOR_URL, { totp: '123456' }]]);

    answer(json(SIGNED_IN_ADMIN));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Avery Sinclair!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('posts anything but six digits as a recovery code', async () => {
    const { fetch, router } = await passwordAccepted(['totp', 'recovery'], () => json(SIGNED_IN_ADMIN));
    await userEvent.type(screen.getByLabelText(FACTOR_TEXTS.codeLabel), 'k7qp-2mzx');
    await userEvent.click(buttonIn(screen, FACTOR_TEXTS.verify));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(callsTo(fetch, 'POST', FACTOR_URL)).toEqual([[FACTOR_URL, { recoveryCode: 'k7qp-2mzx' }]]);
  });

  it('signs in with a passkey: the browser answers the challenge, the answer is posted', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(PASSKEY_ASSERTION as never);
    const { fetch, router } = await passwordAccepted(['passkey', 'recovery'], () => json(SIGNED_IN_ADMIN));
    await userEvent.click(buttonIn(screen, FACTOR_TEXTS.usePasskey));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: PASSKEY_OPTIONS });
    expect(callsTo(fetch, 'POST', FACTOR_URL)).toEqual([[FACTOR_URL, { passkey: PASSKEY_ASSERTION }]]);
  });

  it('offers only the passkey to an account that has nothing else', async () => {
    await passwordAccepted(['passkey'], () => json(SIGNED_IN_ADMIN));
    expect(buttonIn(screen, FACTOR_TEXTS.usePasskey)).toBeEnabled();
    expect(screen.queryByLabelText(FACTOR_TEXTS.codeLabel)).not.toBeInTheDocument();
  });

  it("shows a wrong code's refusal and lets the member try again", async () => {
    let tries = 0;
    const { fetch, router } = await passwordAccepted(['totp', 'recovery'], () =>
      ++tries === 1 ? json({ message: FACTOR_TEXTS.wrongCode }, 401) : json(SIGNED_IN_ADMIN),
    );
    const field = screen.getByLabelText(FACTOR_TEXTS.codeLabel);
    await userEvent.type(field, '000000{Enter}');

    expect(await refusal()).toHaveTextContent(FACTOR_TEXTS.wrongCode);
    expect(router.state.location.pathname).toBe('/auth');
    expect(field).toHaveValue('000000');
    expect(buttonIn(screen, FACTOR_TEXTS.verify)).toBeEnabled();

    await userEvent.clear(field);
    await userEvent.type(field, '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(callsTo(fetch, 'POST', FACTOR_URL)).toHaveLength(2);
  });

  it("shows the passkey refusal when the browser's prompt is dismissed, and posts nothing", async () => {
    jest.mocked(startAuthentication).mockRejectedValue(new Error('NotAllowedError'));
    const { fetch } = await passwordAccepted(['passkey', 'recovery'], () => json(SIGNED_IN_ADMIN));
    await userEvent.click(buttonIn(screen, FACTOR_TEXTS.usePasskey));
    expect(await refusal()).toHaveTextContent(FACTOR_TEXTS.passkeyRefused);
    expect(callsTo(fetch, 'POST', FACTOR_URL)).toEqual([]);
    expect(buttonIn(screen, FACTOR_TEXTS.usePasskey)).toBeEnabled();
  });

  it('says when the sign-in has expired, and goes back to the password form', async () => {
    const { router } = await passwordAccepted(['totp', 'recovery'], () =>
      json({ message: FACTOR_TEXTS.signInExpired, code: FACTOR_CODES.signInExpired }, 401),
    );
    await userEvent.type(screen.getByLabelText(FACTOR_TEXTS.codeLabel), '123456{Enter}');
    expect(await refusal()).toHaveTextContent(FACTOR_TEXTS.signInExpired);
    expect(router.state.location.pathname).toBe('/auth');

    await userEvent.click(buttonIn(screen, 'Back to username and password'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FACTOR_TEXTS.factorStepTitle })).not.toBeInTheDocument();
  });
});

describe('the sign-in enrolment step', () => {
  it('sets up the authenticator app, shows the recovery codes once, then continues to the dashboard', async () => {
    // jsdom draws on no canvas: without a 2d context the QR code skips its drawing, as a browser without one would.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    const fetch = answerApi({
      'GET /api/user': () => json({ message: 'Please sign in to continue' }, 401),
      'POST /api/login': () => json({ step: 'enrol' }, 202),
      'POST /api/staff/factors/totp': () => json({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/QCE:admin?secret=JBSWY3DPEHPK3PXP' }),
      'PUT /api/staff/factors/totp': () => json({ recoveryCodes: codes, user: SIGNED_IN_ADMIN }, 201),
      'GET /api/admin/users': () => json([SIGNED_IN_ADMIN]),
    });
    const { router } = renderStaffRoutes('/auth');
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'luxury-admin-2026');
    await userEvent.click(buttonIn(screen, 'Login'));

    expect(await screen.findByRole('heading', { name: FACTOR_TEXTS.enrolStepTitle })).toBeInTheDocument();
    expect(screen.getByText(FACTOR_TEXTS.enrolStepIntro)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Passkey' })).toBeInTheDocument();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(buttonIn(screen, 'Confirm the app'));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByText(FACTOR_TEXTS.recoveryCodesIntro)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/staff/factors/totp')).toEqual([['/api/staff/factors/totp', { code: '123456' }]]);
    expect(router.state.location.pathname).toBe('/auth');

    await userEvent.click(buttonIn(screen, 'Continue to the dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe("the login card's 'Sign in with a passkey'", () => {
  /** /auth for a signed-out visitor; POST /api/login/passkey is answered by `passkey`. */
  async function openLogin(passkey: () => Response) {
    const fetch = answerApi({
      'GET /api/user': () => json({ message: 'Please sign in to continue' }, 401),
      'POST /api/login/passkey-options': () => json(PASSKEY_OPTIONS),
      'POST /api/login/passkey': passkey,
      'GET /api/admin/users': () => json([SIGNED_IN_ADMIN]),
    });
    const { router } = renderStaffRoutes('/auth');
    await screen.findByLabelText('Username');
    return { fetch, router };
  }

  it('signs in with the passkey alone, neither username nor password asked', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(PASSKEY_ASSERTION as never);
    const { fetch, router } = await openLogin(() => json(SIGNED_IN_ADMIN));
    await userEvent.click(buttonIn(screen, FACTOR_TEXTS.signInWithPasskey));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(callsTo(fetch, 'POST', '/api/login/passkey')).toEqual([['/api/login/passkey', { passkey: PASSKEY_ASSERTION }]]);
    expect(callsTo(fetch, 'POST', '/api/login')).toEqual([]);
  });

  it("shows an unknown passkey's refusal and offers the password form back", async () => {
    jest.mocked(startAuthentication).mockResolvedValue(PASSKEY_ASSERTION as never);
    const { router } = await openLogin(() => json({ message: FACTOR_TEXTS.unknownPasskey }, 401));
    await userEvent.click(buttonIn(screen, FACTOR_TEXTS.signInWithPasskey));
    expect(await refusal()).toHaveTextContent(FACTOR_TEXTS.unknownPasskey);
    expect(router.state.location.pathname).toBe('/auth');
    await userEvent.click(buttonIn(screen, 'Back to username and password'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });
});
