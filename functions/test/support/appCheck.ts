import { APP_CHECK_HEADER } from '@estate/domain';
import { standInAppCheck } from '../../src/platform';

/** The test app's App Check: the emulators' stand-in, under a secret of the tests' own. */
export const testAppCheck = standInAppCheck('test-app-check-secret');

/**
 * A good App Check token's header, as the site's forms send it (docs/product/leads.md#app-check): every
 * test request to a form's route sets it, `.set(appCheckHeader())`, unless App Check is under test.
 */
export const appCheckHeader = () => ({ [APP_CHECK_HEADER]: testAppCheck.mint().token });
