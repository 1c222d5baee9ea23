import type { LeadAlertSettings, LeadAssignmentSettings } from '@estate/domain';
import type { SettingsRepository } from './settingsRepository';

/** The agency's lead settings: who gets each new lead's alert, and automatic assignment. */
export function settingsService(settings: SettingsRepository, leadAlertDefaults: () => string[]) {
  return {
    async leadAlerts(): Promise<LeadAlertSettings> {
      const stored = await settings.leadAlertRecipients();
      return stored ? { recipients: stored, isDefault: false } : { recipients: leadAlertDefaults(), isDefault: true };
    },

    async setLeadAlerts(recipients: string[]): Promise<LeadAlertSettings> {
      // One address once, however it was typed.
      const unique = [...new Map(recipients.map((recipient) => [recipient.toLowerCase(), recipient])).values()];
      await settings.setLeadAlertRecipients(unique);
      return { recipients: unique, isDefault: false };
    },

    // Automatic assignment, off until an admin turns it on.
    async leadAssignment(): Promise<LeadAssignmentSettings> {
      const { automatic } = await settings.leadAssignment();
      return { automatic };
    },

    async setAutomaticAssignment(automatic: boolean): Promise<LeadAssignmentSettings> {
      await settings.setAutomaticAssignment(automatic);
      return { automatic };
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
