/** Open houses: staff's open houses of a listing, the public pages' reads, RSVPs and the waitlist, invitations, check-in at the door and the report. What other modules and the composition root may use of it. */
export { checkInService } from './checkInService';
export { guestNotices } from './guestNotices';
export { invitationService } from './invitationService';
export { openHouseCalendar, openHouseUid } from './openHouseCalendar';
export { openHouseLeads } from './openHouseLeads';
export { openHouseLinks } from './openHouseLinks';
export { openHouseReportService } from './openHouseReportService';
export { openHouseService } from './openHouseService';
export { openHousesRouter, type OpenHousesRouterDeps } from './openHousesRouter';
export { openHouseStaffRouter, type OpenHouseStaffRouterDeps } from './openHouseStaffRouter';
export { publicOpenHouses, type PublicOpenHouses } from './publicOpenHouses';
export { rsvpService } from './rsvpService';
export { firestoreCheckInRepository, type CheckInRepository } from './store/checkInRepository';
export { firestoreInvitationRepository, type InvitationRepository } from './store/invitationRepository';
export { OPEN_HOUSES } from './store/openHouseDocuments';
export { firestoreOpenHouseRepository, OPEN_HOUSE_QUERIES, type OpenHouseRepository } from './store/openHouseRepository';
export { firestoreRsvpRepository, type RsvpRepository } from './store/rsvpRepository';
