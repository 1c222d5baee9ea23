import type { CDPSession, Page } from '@playwright/test';
import { FACTOR_TEXTS } from '@estate/domain';
import { expect, test } from './support/test';
import { loginThroughForm, withThrowawayAdmin } from './support/admin';

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator with resident
 * keys and user verification, as a laptop's passkey store is. It answers the page's prompts itself.
 */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test.describe('passkeys (docs/product/dashboard.md#sign-in-and-security)', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', "the virtual authenticator is Chromium's");

  test('a staff member registers a passkey on Sign-in & security, then signs in with it alone', async ({ page, baseURL }) => {
    test.slow();
    await withThrowawayAdmin(baseURL!, async (account) => {
      await virtualAuthenticator(page);
      // A new account: the enrolment step sets up an authenticator app first.
      await loginThroughForm(page, account);

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sign-in & security' }).click();
      await expect(page.getByRole('heading', { level: 1, name: FACTOR_TEXTS.factorPageTitle })).toBeVisible();
      await page.getByLabel('Passkey name').fill('Virtual laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByText('Virtual laptop')).toBeVisible();

      // Signed out, then in with the passkey alone: no username, no password.
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.goto('/auth');
      await page.getByRole('button', { name: FACTOR_TEXTS.signInWithPasskey }).click();
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(account.name);
    });
  });
});
