import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import {
  blockedTimeSchema,
  SHOWING_TEXTS,
  showingDeclineSchema,
  showingHoursSchema,
  showingManageSchema,
  showingRescheduleSchema,
  showingSlotsQuerySchema,
  showingTimeSchema,
  type Showing,
} from '@estate/domain';
import {
  type AppCheckVerifier,
  type AppConfig,
  type ListingReaderOf,
  noStore,
  perClientPerMinute,
  requireAppCheck,
  requireStaff,
  staffOf,
  validated,
} from '../platform';
import { LEADS_PER_MINUTE } from '../leads';
import type { AvailabilityService } from './availabilityService';
import type { ShowingRequestService } from './showingRequestService';
import type { ShowingService } from './showingService';
import type { ShowingSlotService } from './showingSlotService';

/** Bookings, decisions and manage-link changes a client may send a minute: a person makes a few. */
export const SHOWING_WRITES_PER_MINUTE = 20;

export interface ShowingsRouterDeps {
  config: AppConfig;
  showings: ShowingService;
  showingSlots: ShowingSlotService;
  showingAvailability: AvailabilityService;
  showingRequests: ShowingRequestService;
  /** Where the showing writes per client are counted, across instances. */
  showingLimits: Store;
  /** Where showing requests per client are counted: with the lead forms' (a store of the same prefix), as every lead. */
  showingRequestLimits: Store;
  /** Who the request's session is to the listing gate: an invited client sees a private listing's hours. */
  listingReaderOf: ListingReaderOf;
  /** Verifies the App Check token of a manage link's changes (docs/product/leads.md#app-check). */
  appCheck: AppCheckVerifier;
}

const answer = (showing: Showing, message: string) => ({ message, showing });

/** What POST /api/showings answers a stored request (and a retry of it). */
export const SHOWING_REQUESTED = 'Showing requested';

/**
 * docs/product/showings.md#showings. Public: a showing request, the slots of a listing's day, and a manage link's page and
 * changes (the signed token is the permission; the page sends them with its App Check token). Staff: their availability, their upcoming
 * bookings, a booking's panel and the agent's decisions (the service checks who may decide).
 */
export function showingsRouter({
  config,
  showings,
  showingSlots,
  showingAvailability,
  showingRequests,
  showingLimits,
  showingRequestLimits,
  listingReaderOf,
  appCheck,
}: ShowingsRouterDeps): Router {
  const router = Router();
  const limited = perClientPerMinute(SHOWING_WRITES_PER_MINUTE, config, showingLimits);
  const visitorChange = [noStore, requireAppCheck(appCheck), limited];
  const staffOnly = [noStore, requireStaff];

  // The showing form's door: the App Check token, then the lead forms' limit per client, then the request.
  // A retry with the same Idempotency-Key answers exactly what the first request did: 201, same id.
  router.post(
    '/showings',
    requireAppCheck(appCheck),
    perClientPerMinute(LEADS_PER_MINUTE, config, showingRequestLimits),
    async (req, res) => {
      const id = await showingRequests.request(req.body, req.get('Idempotency-Key'), await listingReaderOf(req.session));
      res.status(201).json({ id, message: SHOWING_REQUESTED });
    },
  );

  router.get('/showings/slots', noStore, async (req, res) => {
    const { propertyId, date } = await validated(showingSlotsQuerySchema, req.query);
    res.json(await showingSlots.slots(propertyId, date, await listingReaderOf(req.session)));
  });

  router.get('/showings/manage', noStore, async (req, res) => {
    const { token } = await validated(showingManageSchema, req.query);
    res.json(await showings.view(token));
  });

  router.post('/showings/manage/confirm', ...visitorChange, async (req, res) => {
    const { token } = await validated(showingManageSchema, req.body);
    res.json(answer(await showings.accept(token), SHOWING_TEXTS.accepted));
  });

  router.post('/showings/manage/cancel', ...visitorChange, async (req, res) => {
    const { token } = await validated(showingManageSchema, req.body);
    res.json(answer(await showings.cancel(token), SHOWING_TEXTS.cancelled));
  });

  router.post('/showings/manage/reschedule', ...visitorChange, async (req, res) => {
    const { token, ...time } = await validated(showingRescheduleSchema, req.body);
    res.json(answer(await showings.reschedule(token, time), SHOWING_TEXTS.rescheduled));
  });

  router.get('/showings', ...staffOnly, async (req, res) => {
    res.json(await showings.upcoming(staffOf(req)));
  });

  router.get('/showings/availability', ...staffOnly, async (req, res) => {
    res.json(await showingAvailability.mine(staffOf(req).uid));
  });

  router.put('/showings/availability/hours', ...staffOnly, async (req, res) => {
    res.json(await showingAvailability.setHours(staffOf(req).uid, await validated(showingHoursSchema, req.body)));
  });

  router.post('/showings/availability/blocked', ...staffOnly, async (req, res) => {
    res.status(201).json(await showingAvailability.block(staffOf(req).uid, await validated(blockedTimeSchema, req.body)));
  });

  router.delete('/showings/availability/blocked/:id', ...staffOnly, async (req, res) => {
    res.json(await showingAvailability.unblock(staffOf(req).uid, String(req.params.id)));
  });

  // A booking's id is the id of the lead it came with: the lead's panel asks for its own.
  router.get('/showings/:id', ...staffOnly, async (req, res) => {
    res.json(await showings.panel(String(req.params.id), staffOf(req)));
  });

  router.post('/showings/:id/confirm', ...staffOnly, limited, async (req, res) => {
    res.json(answer(await showings.confirm(String(req.params.id), staffOf(req)), SHOWING_TEXTS.confirmed));
  });

  router.post('/showings/:id/decline', ...staffOnly, limited, async (req, res) => {
    const { note } = await validated(showingDeclineSchema, req.body);
    res.json(answer(await showings.decline(String(req.params.id), staffOf(req), note), SHOWING_TEXTS.declined));
  });

  router.post('/showings/:id/propose', ...staffOnly, limited, async (req, res) => {
    const time = await validated(showingTimeSchema, req.body);
    res.json(answer(await showings.propose(String(req.params.id), staffOf(req), time), SHOWING_TEXTS.proposed));
  });

  return router;
}
