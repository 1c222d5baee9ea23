/** The agency's settings that admins change in the dashboard's Settings tab. */
import { array, boolean, object, string, ValidationError, type InferType } from 'yup';
import { emailField } from '../shared/fields';

/** Enough for a team's inboxes; each alert goes to all of them at once. */
export const LEAD_ALERT_MAX_RECIPIENTS = 10;

export const leadAlertSettingsSchema = object({
  recipients: array(emailField('Each recipient must be a valid email address'))
    .required('Add at least one recipient')
    .min(1, 'Add at least one recipient')
    .max(LEAD_ALERT_MAX_RECIPIENTS, `At most ${LEAD_ALERT_MAX_RECIPIENTS} recipients`),
});

export type LeadAlertSettingsInput = InferType<typeof leadAlertSettingsSchema>;

/** The Settings form's text: addresses separated by new lines, commas or spaces. */
export const splitRecipients = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The Settings form, checked by the same rules as the API once its text is split into addresses. */
export const leadAlertRecipientsFormSchema = object({
  recipients: string()
    .default('')
    .test('recipients', function check(text) {
      try {
        leadAlertSettingsSchema.validateSyncAt('recipients', { recipients: splitRecipients(text) });
        return true;
      } catch (error) {
        return this.createError({ message: error instanceof ValidationError ? error.message : String(error) });
      }
    }),
});

export type LeadAlertRecipientsForm = InferType<typeof leadAlertRecipientsFormSchema>;

/** GET /api/admin/settings/lead-alerts: who gets new-lead alerts, and whether that is still the configured default. */
export interface LeadAlertSettings {
  recipients: string[];
  isDefault: boolean;
}

/**
 * GET and PUT /api/admin/settings/lead-assignment. Automatic: each new lead goes to the
 * next available agent in turn (round robin); off, new leads wait unassigned to be claimed or assigned.
 */
export const leadAssignmentSettingsSchema = object({
  automatic: boolean().strict().typeError('automatic must be true or false').required('automatic must be true or false'),
});

export type LeadAssignmentSettings = InferType<typeof leadAssignmentSettingsSchema>;
