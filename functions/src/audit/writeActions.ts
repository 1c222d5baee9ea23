import type { AuditAction, AuditRecordKind } from '@estate/domain';

/** How a staff write route is recorded: its action, its record's kind, and the route parameter that names the record. */
export interface WriteAction {
  action: AuditAction;
  kind: AuditRecordKind;
  /** The record's id: this route parameter; without one, the answer's `id` (a creation), else the kind's own name. */
  param?: string;
  /** A body field whose presence makes the write another action (a user's `role`: a role change). */
  when?: { field: string; action: AuditAction };
}

const content = (param?: string): WriteAction => ({ action: 'content.update', kind: 'content', ...(param ? { param } : {}) });
const openHouse = (action: AuditAction = 'openHouse.update', param = 'id'): WriteAction => ({ action, kind: 'openHouse', param });

/**
 * Every staff write route by `METHOD /api/pattern`, as Express registered it. A route missing here
 * is still recorded, as `staff.write` under its route; functions/test/audit/auditWrites.test.ts
 * walks the app's routes and fails until each has its action.
 */
export const WRITE_ACTIONS: Readonly<Record<string, WriteAction>> = {
  'POST /api/leads/exports': { action: 'export.leads', kind: 'leadExport' },
  'PATCH /api/leads/:id': { action: 'lead.update', kind: 'lead', param: 'id' },
  'POST /api/leads/:id/notes': { action: 'lead.note', kind: 'lead', param: 'id' },
  'POST /api/leads/:id/claim': { action: 'lead.claim', kind: 'lead', param: 'id' },
  'DELETE /api/leads/:id': { action: 'lead.delete', kind: 'lead', param: 'id' },
  'DELETE /api/leads': { action: 'lead.delete', kind: 'lead' },
  'POST /api/properties': { action: 'listing.create', kind: 'listing' },
  'PATCH /api/properties/:id': { action: 'listing.update', kind: 'listing', param: 'id' },
  'DELETE /api/properties/:id': { action: 'listing.delete', kind: 'listing', param: 'id' },
  'POST /api/properties/:id/status': { action: 'listing.update', kind: 'listing', param: 'id' },
  'POST /api/properties/:id/history/:entryId/corrections': { action: 'listing.update', kind: 'listing', param: 'id' },
  'PUT /api/properties/:id/access/:clientUid': { action: 'listingAccess.update', kind: 'listing', param: 'id' },
  'DELETE /api/properties/:id/access/:clientUid': { action: 'listingAccess.delete', kind: 'listing', param: 'id' },
  'POST /api/neighborhoods': content(),
  'PATCH /api/neighborhoods/:id': content('id'),
  'DELETE /api/neighborhoods/:id': content('id'),
  'PUT /api/neighborhoods/:id/boundary': content('id'),
  'DELETE /api/neighborhoods/:id/boundary': content('id'),
  'POST /api/testimonials': content(),
  'PATCH /api/testimonials/:id': content('id'),
  'DELETE /api/testimonials/:id': content('id'),
  'POST /api/blog-posts': content(),
  'PATCH /api/blog-posts/:id': content('id'),
  'DELETE /api/blog-posts/:id': content('id'),
  'POST /api/admin/users': { action: 'user.create', kind: 'user' },
  'PATCH /api/admin/users/:id': { action: 'user.update', kind: 'user', param: 'id', when: { field: 'role', action: 'user.roleChange' } },
  'POST /api/admin/users/:id/reset-password': { action: 'user.resetPassword', kind: 'user', param: 'id' },
  'POST /api/admin/users/:id/deactivate': { action: 'user.deactivate', kind: 'user', param: 'id' },
  'POST /api/admin/users/:id/reactivate': { action: 'user.reactivate', kind: 'user', param: 'id' },
  'DELETE /api/admin/users/:id': { action: 'user.delete', kind: 'user', param: 'id' },
  'PUT /api/admin/settings/lead-alerts': { action: 'settings.update', kind: 'settings' },
  'PUT /api/admin/settings/staff-factors': { action: 'settings.update', kind: 'settings' },
  'POST /api/login/step-up': { action: 'factor.stepUp', kind: 'user' },
  'POST /api/staff/factors/totp': { action: 'factor.update', kind: 'user' },
  'PUT /api/staff/factors/totp': { action: 'factor.update', kind: 'user' },
  'POST /api/staff/factors/passkeys': { action: 'factor.update', kind: 'user' },
  'DELETE /api/staff/factors/passkeys/:id': { action: 'factor.update', kind: 'user' },
  'POST /api/staff/factors/recovery-codes': { action: 'factor.update', kind: 'user' },
  'PUT /api/admin/settings/lead-assignment': { action: 'settings.update', kind: 'settings' },
  'POST /api/admin/settings/reso-keys': { action: 'resoKey.create', kind: 'resoKey' },
  'DELETE /api/admin/settings/reso-keys/:id': { action: 'resoKey.delete', kind: 'resoKey', param: 'id' },
  'POST /api/mls/sources/:id/pause': { action: 'mlsSource.update', kind: 'mlsSource', param: 'id' },
  'POST /api/mls/sources/:id/resume': { action: 'mlsSource.update', kind: 'mlsSource', param: 'id' },
  'POST /api/mls/sources/:id/resync': { action: 'mlsSource.update', kind: 'mlsSource', param: 'id' },
  'POST /api/upload-multiple': { action: 'upload.create', kind: 'upload' },
  'DELETE /api/upload/:filename': { action: 'upload.delete', kind: 'upload', param: 'filename' },
  'POST /api/calendar/feed/reset': { action: 'calendarFeed.reset', kind: 'calendarFeed' },
  'PUT /api/showings/availability/hours': { action: 'showing.availability', kind: 'showing' },
  'POST /api/showings/availability/blocked': { action: 'showing.availability', kind: 'showing' },
  'DELETE /api/showings/availability/blocked/:id': { action: 'showing.availability', kind: 'showing' },
  'POST /api/showings/:id/confirm': { action: 'showing.update', kind: 'showing', param: 'id' },
  'POST /api/showings/:id/decline': { action: 'showing.update', kind: 'showing', param: 'id' },
  'POST /api/showings/:id/propose': { action: 'showing.update', kind: 'showing', param: 'id' },
  'POST /api/admin/open-houses': { action: 'openHouse.update', kind: 'openHouse' },
  'PUT /api/admin/open-houses/:id': openHouse(),
  'POST /api/admin/open-houses/:id/cancel': openHouse(),
  'POST /api/admin/open-houses/:id/invitations': openHouse('openHouse.invite'),
  'POST /api/admin/open-houses/:id/report/email': openHouse('openHouse.report'),
  'POST /api/cmas': { action: 'cma.create', kind: 'cma' },
  'PUT /api/cmas/:id': { action: 'cma.update', kind: 'cma', param: 'id' },
  'POST /api/cmas/:id/publish': { action: 'cma.publish', kind: 'cma', param: 'id' },
};

/**
 * Staff routes that take a POST but change nothing: the live inbox's session token, a new passkey's options. Nothing the
 * log would be asked about; recorded, it would add an entry to each dashboard visit.
 */
export const NOT_WRITES: ReadonlySet<string> = new Set(['POST /api/session/realtime', 'POST /api/staff/factors/passkeys/options']);
