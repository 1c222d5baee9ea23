import type { Firestore } from 'firebase-admin/firestore';

/** settings/{name}: the agency's settings that admins change in the dashboard. */
export const SETTINGS = 'settings';
const LEAD_ALERTS = 'leadAlerts';

export interface SettingsRepository {
  /** Who gets the alert for a new lead; undefined until an admin has set the list. */
  leadAlertRecipients(): Promise<string[] | undefined>;
  setLeadAlertRecipients(recipients: string[]): Promise<void>;
}

export function firestoreSettingsRepository(db: Firestore): SettingsRepository {
  const leadAlerts = () => db.collection(SETTINGS).doc(LEAD_ALERTS);
  return {
    async leadAlertRecipients() {
      const recipients: unknown = (await leadAlerts().get()).get('recipients');
      return Array.isArray(recipients) ? recipients.filter((recipient): recipient is string => typeof recipient === 'string') : undefined;
    },
    async setLeadAlertRecipients(recipients) {
      await leadAlerts().set({ recipients });
    },
  };
}
