import { Router } from 'express';
import { invitationSchema, openHouseChangeSchema, openHouseCreateSchema, reportEmailSchema } from '@estate/domain';
import { noStore, requireStaff, staffOf, validated } from '../platform';
import type { InvitationService } from './invitationService';
import type { OpenHouseReportService } from './openHouseReportService';
import type { OpenHouseService } from './openHouseService';

export interface OpenHouseStaffRouterDeps {
  openHouses: OpenHouseService;
  openHouseInvitations: InvitationService;
  openHouseReports: OpenHouseReportService;
}

/**
 * docs/product/open-houses.md#open-houses: the dashboard's Open Houses tab. Every staff member; an agent
 * manages the open houses of their listings and those they host (403 for others), an admin all.
 */
export function openHouseStaffRouter({ openHouses, openHouseInvitations, openHouseReports }: OpenHouseStaffRouterDeps): Router {
  const router = Router();
  const staffOnly = [noStore, requireStaff];
  const id = (params: Record<string, unknown>) => String(params.id);

  router.get('/admin/open-houses', ...staffOnly, async (req, res) => {
    res.json(await openHouses.list(staffOf(req)));
  });

  // Before /admin/open-houses/:id, which it is not.
  router.get('/admin/open-houses/listings', ...staffOnly, async (req, res) => {
    res.json(await openHouses.listings(staffOf(req)));
  });

  router.post('/admin/open-houses', ...staffOnly, async (req, res) => {
    res.status(201).json(await openHouses.create(staffOf(req), await validated(openHouseCreateSchema, req.body)));
  });

  router.get('/admin/open-houses/:id', ...staffOnly, async (req, res) => {
    res.json(await openHouses.get(staffOf(req), id(req.params)));
  });

  router.put('/admin/open-houses/:id', ...staffOnly, async (req, res) => {
    res.json(await openHouses.update(staffOf(req), id(req.params), await validated(openHouseChangeSchema, req.body)));
  });

  router.post('/admin/open-houses/:id/cancel', ...staffOnly, async (req, res) => {
    res.json(await openHouses.cancel(staffOf(req), id(req.params)));
  });

  router.get('/admin/open-houses/:id/guests', ...staffOnly, async (req, res) => {
    res.json(await openHouseReports.guests(staffOf(req), id(req.params)));
  });

  router.get('/admin/open-houses/:id/invitations', ...staffOnly, async (req, res) => {
    res.json(await openHouseInvitations.list(staffOf(req), id(req.params)));
  });

  router.post('/admin/open-houses/:id/invitations', ...staffOnly, async (req, res) => {
    res.status(201).json(await openHouseInvitations.send(staffOf(req), id(req.params), await validated(invitationSchema, req.body)));
  });

  router.get('/admin/open-houses/:id/report', ...staffOnly, async (req, res) => {
    res.json(await openHouseReports.report(staffOf(req), id(req.params)));
  });

  router.post('/admin/open-houses/:id/report/email', ...staffOnly, async (req, res) => {
    res.json(await openHouseReports.email(staffOf(req), id(req.params), await validated(reportEmailSchema, req.body)));
  });

  // The door's check-in link, and its QR code for the tablet and for print.
  router.get('/admin/open-houses/:id/door', ...staffOnly, async (req, res) => {
    res.json(await openHouses.doorCode(staffOf(req), id(req.params)));
  });

  router.get('/admin/open-houses/:id/door.svg', ...staffOnly, async (req, res) => {
    const svg = await openHouses.doorQr(staffOf(req), id(req.params));
    res.type('image/svg+xml').send(svg);
  });

  return router;
}
