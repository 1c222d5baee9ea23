import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_LEAD_ALERT_RECIPIENT } from '@estate/domain';

/** Every function's region, beside the Firestore database and its events (docs/operations.md#location). */
export const REGION = 'us-central1';

/**
 * The project's Web API key (functions/.env.<project>), for Identity Toolkit sign-in. No
 * default: the emulators' demo project has its own file, and a deployment without a key
 * refuses sign-in with a logged reason (identityToolkitVerifier).
 */
export const webApiKey = defineString('WEB_API_KEY');

/**
 * The one-time secret that registering the first admin requires (Secret Manager; the
 * emulators read functions/.secret.local). Without it nobody can register.
 */
export const adminSetupSecret = defineSecret('ADMIN_SETUP_SECRET');

/**
 * What signs the links of the emails and pages (unsubscribe, manage, feedback…; Secret Manager,
 * the emulators read functions/.secret.local). Changing it voids the links of every email sent before.
 */
export const linkSigningSecret = defineSecret('LINK_SIGNING_SECRET');

/**
 * What protects the staff's second factors (Secret Manager; the emulators read
 * functions/.secret.local): the authenticator apps' secrets are sealed with a key derived from
 * it, the recovery codes hashed, the pending sign-ins signed. Changing it voids every
 * authenticator app and recovery code set up before (passkeys keep working).
 */
export const staffFactorKey = defineSecret('STAFF_FACTOR_KEY');

/**
 * The SMTP server the emails go through, as a URL (smtps://user:password@host:465; Secret
 * Manager). The emulators read functions/.secret.local: MailDev on the local stack, nowhere else.
 */
export const smtpUrl = defineSecret('SMTP_URL');

/**
 * How many instances of `site` and of `api` stay started while nobody visits (functions/.env.<project>;
 * docs/operations.md#warm-instances): one each by default, so that a visitor never waits for a cold
 * start or for the map's cells to be read anew, for the price of an idle instance each; 0 pays nothing.
 */
export const warmInstances = defineInt('WARM_INSTANCES', { default: 1 });

/** The sender of every email. */
export const mailFrom = defineString('MAIL_FROM', { default: 'Queen City Estates <no-reply@queencityestates.com>' });

/** Who gets lead alerts until an admin sets the list in the dashboard's Settings (comma-separated). */
const leadAlertRecipients = defineString('LEAD_ALERT_RECIPIENTS', { default: DEFAULT_LEAD_ALERT_RECIPIENT });

/** LEAD_ALERT_RECIPIENTS as a list, read at run time. */
export const leadAlertDefaults = () =>
  leadAlertRecipients
    .value()
    .split(',')
    .map((recipient) => recipient.trim())
    .filter(Boolean);

/**
 * The MLS sources the replication copies (functions/.env.<project>; docs/operations.md#mls-sources):
 * a JSON list of source settings, none by default. Not secret: the credentials are MLS_CREDENTIALS.
 */
export const mlsSources = defineString('MLS_SOURCES', { default: '[]' });

/**
 * Each MLS source's OAuth2 client credentials, keyed by its id (Secret Manager; `{}` without a
 * source; the emulators read functions/.secret.local, the local MLS's demo client).
 */
export const mlsCredentials = defineSecret('MLS_CREDENTIALS');
