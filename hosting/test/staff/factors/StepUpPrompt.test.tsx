import { configure, screen, waitFor, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { FACTOR_TEXTS } from '@estate/domain';
import { PASSKEY_ASSERTION, RIGHT_CODE, stepUpRequired, stepUpSession } from '../../support/fixtures/staffFactors';
import { fastUserEvent } from '../../support/leadFormHarness';
import { answerApi, buttonIn, callsTo, json, renderStaffRoutes, SIGNED_IN_ADMIN } from '../../support/staffHarness';

// WebAuthn cannot run in jsdom: the browser's passkey prompt is stubbed at its module, nothing else.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), startRegistration: jest.fn() }));

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });
const userEvent = fastUserEvent();

afterEach(() => jest.restoreAllMocks());

// The risky action these tests take: turning the staff sign-in setting off on the Settings tab,
// through the real dashboard (AdminPage mounts the prompt, the api client asks it).
const SETTING_URL = '/api/admin/settings/staff-factors';
const STEP_UP_URL = '/api/login/step-up';

/**
 * /admin/settings for an admin whose session has no recent factor: the setting's PUT answers
 * step_up_required until POST /api/login/step-up accepted RIGHT_CODE or a passkey.
 */
async function openSettings(answers: Parameters<typeof answerApi>[0] = {}) {
  const session = stepUpSession();
  let setting = { required: true };
  const fetch = answerApi({
    'GET /api/user': () => json(SIGNED_IN_ADMIN),
    [`GET ${SETTING_URL}`]: () => json(setting),
    [`PUT ${SETTING_URL}`]: (body) => {
      if (!session.proved()) return stepUpRequired();
      setting = body as typeof setting;
      return json(setting);
    },
    'POST /api/login/passkey-options': () => json({ challenge: 'challenge-1', allowCredentials: [] }),
    [`POST ${STEP_UP_URL}`]: session.prove,
    ...answers,
  });
  renderStaffRoutes('/admin/settings');
  const control = await screen.findByRole('switch', { name: FACTOR_TEXTS.settingLabel });
  await waitFor(() => expect(control).toBeChecked());
  return { fetch, setting: control };
}

const prompt = () => screen.findByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle });

/** Takes the risky action, and waits for the prompt with its code field focused (where typing goes). */
async function takeAction(setting: HTMLElement) {
  await userEvent.click(setting);
  const dialog = await prompt();
  await waitFor(() => expect(within(dialog).getByLabelText(FACTOR_TEXTS.codeLabel)).toHaveFocus());
  return dialog;
}
const settingPuts = (fetch: jest.SpyInstance) => callsTo(fetch, 'PUT', SETTING_URL);

describe('StepUpPrompt on the dashboard', () => {
  it("opens 'Confirm it is you' on a risky action's step_up_required, its code field focused", async () => {
    const { fetch, setting } = await openSettings();
    const dialog = within(await takeAction(setting));
    expect(dialog.getByText(FACTOR_TEXTS.stepUpRequired)).toBeInTheDocument();
    expect(buttonIn(dialog, FACTOR_TEXTS.usePasskey)).toBeEnabled();
    expect(buttonIn(dialog, FACTOR_TEXTS.verify)).toBeDisabled();
    expect(settingPuts(fetch)).toEqual([[SETTING_URL, { required: false }]]);
    expect(callsTo(fetch, 'POST', STEP_UP_URL)).toEqual([]);
  });

  it("shows a wrong code's refusal and stays open; the right code (Enter) re-sends the action once, as asked", async () => {
    const { fetch, setting } = await openSettings();
    const dialog = await takeAction(setting);
    await userEvent.keyboard('135791{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FACTOR_TEXTS.wrongCode);
    expect(screen.getByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle })).toBeInTheDocument();
    expect(settingPuts(fetch)).toHaveLength(1);

    const field = within(dialog).getByLabelText(FACTOR_TEXTS.codeLabel);
    await userEvent.clear(field);
    await userEvent.type(field, `${RIGHT_CODE}{Enter}`);

    expect(await screen.findByText(FACTOR_TEXTS.settingSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle })).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', STEP_UP_URL)).toEqual([
      [STEP_UP_URL, { totp: '135791' }],
      [STEP_UP_URL, { totp: RIGHT_CODE }],
    ]);
    // The original request, then the same one again: the switch was not touched twice.
    expect(settingPuts(fetch)).toEqual([
      [SETTING_URL, { required: false }],
      [SETTING_URL, { required: false }],
    ]);
    await waitFor(() => expect(setting).not.toBeChecked());
  });

  it("shows the server's own refusal when it is not the wrong code's (a locked-out member)", async () => {
    const locked = 'Too many failed login attempts. Please try again in 15 minutes.';
    const { fetch, setting } = await openSettings({ [`POST ${STEP_UP_URL}`]: () => json({ message: locked }, 429) });
    const dialog = await takeAction(setting);
    await userEvent.keyboard(`${RIGHT_CODE}{Enter}`);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(locked);
    expect(settingPuts(fetch)).toHaveLength(1);
  });

  it('proves the step-up with a passkey, then re-sends the action', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(PASSKEY_ASSERTION as never);
    const { fetch, setting } = await openSettings();
    await userEvent.click(setting);
    await userEvent.click(buttonIn(within(await prompt()), FACTOR_TEXTS.usePasskey));

    expect(await screen.findByText(FACTOR_TEXTS.settingSaved)).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'challenge-1', allowCredentials: [] } });
    expect(callsTo(fetch, 'POST', STEP_UP_URL)).toEqual([[STEP_UP_URL, { passkey: PASSKEY_ASSERTION }]]);
    expect(settingPuts(fetch)).toHaveLength(2);
  });

  it("shows the passkey refusal when the browser's prompt is dismissed, and sends no step-up", async () => {
    jest.mocked(startAuthentication).mockRejectedValue(new Error('NotAllowedError'));
    const { fetch, setting } = await openSettings();
    await userEvent.click(setting);
    const dialog = await prompt();
    await userEvent.click(buttonIn(within(dialog), FACTOR_TEXTS.usePasskey));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FACTOR_TEXTS.passkeyRefused);
    expect(callsTo(fetch, 'POST', STEP_UP_URL)).toEqual([]);
    expect(settingPuts(fetch)).toHaveLength(1);
  });

  it('closing the prompt lets the action fail with the step-up message, and sends it no more', async () => {
    const { fetch, setting } = await openSettings();
    await userEvent.click(setting);
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle })).not.toBeInTheDocument());
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText(FACTOR_TEXTS.stepUpRequired)).toBeInTheDocument();
    expect(settingPuts(fetch)).toHaveLength(1);
    expect(callsTo(fetch, 'POST', STEP_UP_URL)).toEqual([]);
    expect(setting).toBeChecked();
  });

  it('closes on Escape as on its close button', async () => {
    const { fetch, setting } = await openSettings();
    await userEvent.click(setting);
    await prompt();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(settingPuts(fetch)).toHaveLength(1);
  });

  it('re-sends only once: a second step_up_required fails the action instead of asking again', async () => {
    const { fetch, setting } = await openSettings({ [`PUT ${SETTING_URL}`]: stepUpRequired });
    await takeAction(setting);
    await userEvent.keyboard(`${RIGHT_CODE}{Enter}`);

    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle })).not.toBeInTheDocument());
    expect(settingPuts(fetch)).toHaveLength(2);
    expect(callsTo(fetch, 'POST', STEP_UP_URL)).toHaveLength(1);
  });

  it('stays closed for any other refusal', async () => {
    const { fetch, setting } = await openSettings({
      [`PUT ${SETTING_URL}`]: () => json({ message: 'You need admin privileges to do this' }, 403),
    });
    await userEvent.click(setting);
    expect(await screen.findByText('You need admin privileges to do this')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: FACTOR_TEXTS.stepUpTitle })).not.toBeInTheDocument();
    expect(settingPuts(fetch)).toHaveLength(1);
  });
});
