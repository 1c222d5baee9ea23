import { Router, type Request } from 'express';
import type { Store } from 'express-rate-limit';
import { checkInSchema, linkTokenSchema, OPEN_HOUSE_TEXTS, rsvpSchema } from '@estate/domain';
import {
  type AppCheckVerifier,
  type AppConfig,
  noStore,
  notFound,
  perClientPerMinute,
  publicCache,
  requireAppCheck,
  staffOf,
  validated,
} from '../platform';
import type { CheckInService } from './checkInService';
import type { InvitationService } from './invitationService';
import type { PublicOpenHouseService } from './publicOpenHouseService';
import type { RsvpService } from './rsvpService';

/** A guest sends an RSVP or two; more a minute from one address is most likely a script. */
export const RSVPS_PER_MINUTE = 10;
/** The host's tablet sends every visitor's check-in from one address, and a burst of those kept offline when the connection returns. */
export const CHECK_INS_PER_MINUTE = 60;

export interface OpenHousesRouterDeps {
  config: AppConfig;
  publicOpenHouses: PublicOpenHouseService;
  openHouseRsvps: RsvpService;
  openHouseCheckIns: CheckInService;
  openHouseInvitations: InvitationService;
  /** Where RSVPs and check-ins per client are counted (shared by every instance). */
  openHouseLimits: { rsvps: Store; checkIns: Store };
  /** Verifies the App Check token of an RSVP, its cancellation and a check-in (docs/product/leads.md#app-check). */
  appCheck: AppCheckVerifier;
}

/** The signed-in staff member, when there is one: the tablet at the door needs no door code. */
const staffIfAny = (req: Request) => (req.session?.role ? staffOf(req) : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * docs/product/open-houses.md#open-houses: what visitors and guests call. The public reads are the same for
 * everyone and cached; a guest's link, an RSVP and a check-in are never cached. What a guest
 * sends from the site's forms (an RSVP, its cancellation, a check-in) carries an App Check token.
 */
export function openHousesRouter({
  config,
  publicOpenHouses,
  openHouseRsvps,
  openHouseCheckIns,
  openHouseInvitations,
  openHouseLimits,
  appCheck,
}: OpenHousesRouterDeps): Router {
  const router = Router();
  const appChecked = requireAppCheck(appCheck);

  router.get('/open-houses', publicCache, async (_req, res) => {
    res.json(await publicOpenHouses.upcoming());
  });

  router.get('/properties/:id/open-houses', publicCache, async (req, res) => {
    res.json(await publicOpenHouses.ofListing(String(req.params.id)));
  });

  // The guest's own link (their confirmation email): before /open-houses/:id, which it is not.
  router.get('/open-houses/rsvp', noStore, async (req, res) => {
    res.json(await openHouseRsvps.view(req.query.token));
  });

  router.post('/open-houses/rsvp/cancel', noStore, appChecked, async (req, res) => {
    const { token } = await validated(linkTokenSchema, req.body);
    res.json(await openHouseRsvps.cancel(token));
  });

  // 'Add to calendar': one event, METHOD:PUBLISH, with the UID every email about it carries.
  router.get('/open-houses/:id.ics', publicCache, async (req, res) => {
    const file = await publicOpenHouses.calendar(String(req.params.id), config.siteOrigin);
    if (file === null) throw notFound(OPEN_HOUSE_TEXTS.notFound);
    res.type('text/calendar; charset=utf-8').set('Content-Disposition', 'attachment; filename="open-house.ics"').send(file);
  });

  router.get('/open-houses/:id', publicCache, async (req, res) => {
    const openHouse = await publicOpenHouses.detail(String(req.params.id));
    if (!openHouse) throw notFound(OPEN_HOUSE_TEXTS.notFound);
    res.json(openHouse);
  });

  router.get('/open-houses/:id/invitation', noStore, async (req, res) => {
    res.json(await openHouseInvitations.view(String(req.params.id), req.query.token));
  });

  // A retry with the same Idempotency-Key answers what the first did (200 instead of 201).
  router.post(
    '/open-houses/:id/rsvps',
    noStore,
    appChecked,
    perClientPerMinute(RSVPS_PER_MINUTE, config, openHouseLimits.rsvps),
    async (req, res) => {
      const input = await validated(rsvpSchema, req.body);
      const { answer, created } = await openHouseRsvps.reply(String(req.params.id), input, req.get('Idempotency-Key'));
      res.status(created ? 201 : 200).json(answer);
    },
  );

  // The check-in page's heading: the host's tablet (staff session) or a visitor's phone (the door's code).
  router.get('/open-houses/:id/door', noStore, async (req, res) => {
    res.json(await openHouseCheckIns.door(String(req.params.id), staffIfAny(req), text(req.query.door)));
  });

  router.post(
    '/open-houses/:id/check-ins',
    noStore,
    appChecked,
    perClientPerMinute(CHECK_INS_PER_MINUTE, config, openHouseLimits.checkIns),
    async (req, res) => {
      // Who may check in is answered before what they sent.
      openHouseCheckIns.admit(String(req.params.id), staffIfAny(req), text(req.body?.door));
      const input = await validated(checkInSchema, req.body);
      const { answer, created } = await openHouseCheckIns.checkIn(
        String(req.params.id),
        input,
        req.get('Idempotency-Key'),
        staffIfAny(req),
      );
      res.status(created ? 201 : 200).json(answer);
    },
  );

  return router;
}
