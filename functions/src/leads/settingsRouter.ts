import { Router, type RequestHandler } from 'express';
import {
  leadAlertSettingsSchema,
  leadAssignmentSettingsSchema,
  type LeadAlertSettingsInput,
  type LeadAssignmentSettings,
} from '@estate/domain';
import { noStore, requireAdmin, validateBody } from '../platform';
import type { SettingsService } from './settingsService';

/** /admin/settings: the agency's settings, admins only. */
export function settingsRouter({ settings, stepUp }: { settings: SettingsService; stepUp: RequestHandler }): Router {
  const router = Router();
  router.use('/admin/settings', noStore, requireAdmin);

  router.get('/admin/settings/lead-alerts', async (_req, res) => {
    res.json(await settings.leadAlerts());
  });

  router.put('/admin/settings/lead-alerts', stepUp, validateBody(leadAlertSettingsSchema), async (req, res) => {
    res.json(await settings.setLeadAlerts((req.body as LeadAlertSettingsInput).recipients));
  });

  router.get('/admin/settings/lead-assignment', async (_req, res) => {
    res.json(await settings.leadAssignment());
  });

  router.put('/admin/settings/lead-assignment', validateBody(leadAssignmentSettingsSchema), async (req, res) => {
    res.json(await settings.setAutomaticAssignment((req.body as LeadAssignmentSettings).automatic));
  });

  return router;
}
