import { Router } from 'express';
import {
  leadAlertSettingsSchema,
  leadAssignmentSettingsSchema,
  type LeadAlertSettings,
  type LeadAlertSettingsInput,
  type LeadAssignmentSettings,
} from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestoreSettingsRepository } from './settingsRepository';
import { noStore } from '../platform/http/cache';
import { requireAdmin } from '../platform/http/session';
import { validateBody } from '../platform/http/validate';

/** /admin/settings: the agency's settings, admins only. */
export function settingsRouter({ db, leadAlertDefaults }: AppDeps): Router {
  const router = Router();
  const settings = firestoreSettingsRepository(db);
  router.use('/admin/settings', noStore, requireAdmin);

  router.get('/admin/settings/lead-alerts', async (_req, res) => {
    const stored = await settings.leadAlertRecipients();
    const answer: LeadAlertSettings = stored
      ? { recipients: stored, isDefault: false }
      : { recipients: leadAlertDefaults(), isDefault: true };
    res.json(answer);
  });

  router.put('/admin/settings/lead-alerts', validateBody(leadAlertSettingsSchema), async (req, res) => {
    const { recipients } = req.body as LeadAlertSettingsInput;
    // One address once, however it was typed.
    const unique = [...new Map(recipients.map((recipient) => [recipient.toLowerCase(), recipient])).values()];
    await settings.setLeadAlertRecipients(unique);
    const answer: LeadAlertSettings = { recipients: unique, isDefault: false };
    res.json(answer);
  });

  // Automatic assignment, off until an admin turns it on.
  router.get('/admin/settings/lead-assignment', async (_req, res) => {
    const { automatic } = await settings.leadAssignment();
    const answer: LeadAssignmentSettings = { automatic };
    res.json(answer);
  });

  router.put('/admin/settings/lead-assignment', validateBody(leadAssignmentSettingsSchema), async (req, res) => {
    const { automatic } = req.body as LeadAssignmentSettings;
    await settings.setAutomaticAssignment(automatic);
    const answer: LeadAssignmentSettings = { automatic };
    res.json(answer);
  });

  return router;
}
