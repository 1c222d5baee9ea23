import type { Firestore } from 'firebase-admin/firestore';

/** settings/{name}: the agency's settings that admins change in the dashboard. */
export const SETTINGS = 'settings';
const LEAD_ALERTS = 'leadAlerts';
/** The settings/leadAssignment document: the automatic assignment and its round robin's place. */
export const LEAD_ASSIGNMENT = 'leadAssignment';

/** settings/leadAssignment as stored. */
export interface StoredLeadAssignment {
  automatic: boolean;
  /** The agent the round robin gave the last lead to; the next lead goes to the one after. */
  lastAgentId?: string;
}

/** A stored settings/leadAssignment (or none) as read: off until an admin turns it on. */
export function toLeadAssignment(data: FirebaseFirestore.DocumentData | undefined): StoredLeadAssignment {
  return {
    automatic: data?.automatic === true,
    ...(typeof data?.lastAgentId === 'string' ? { lastAgentId: data.lastAgentId } : {}),
  };
}

export interface SettingsRepository {
  /** Who gets the alert for a new lead; undefined until an admin has set the list. */
  leadAlertRecipients(): Promise<string[] | undefined>;
  setLeadAlertRecipients(recipients: string[]): Promise<void>;
  leadAssignment(): Promise<StoredLeadAssignment>;
  /** Turns automatic assignment on or off; the round robin keeps its place. */
  setAutomaticAssignment(automatic: boolean): Promise<void>;
}

export function firestoreSettingsRepository(db: Firestore): SettingsRepository {
  const leadAlerts = () => db.collection(SETTINGS).doc(LEAD_ALERTS);
  const leadAssignment = () => db.collection(SETTINGS).doc(LEAD_ASSIGNMENT);
  return {
    async leadAlertRecipients() {
      const recipients: unknown = (await leadAlerts().get()).get('recipients');
      return Array.isArray(recipients) ? recipients.filter((recipient): recipient is string => typeof recipient === 'string') : undefined;
    },
    async setLeadAlertRecipients(recipients) {
      await leadAlerts().set({ recipients });
    },
    async leadAssignment() {
      return toLeadAssignment((await leadAssignment().get()).data());
    },
    async setAutomaticAssignment(automatic) {
      await leadAssignment().set({ automatic }, { merge: true });
    },
  };
}
