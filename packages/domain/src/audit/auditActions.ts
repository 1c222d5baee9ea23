/**
 * docs/product/dashboard.md#audit-log: what an audit entry says was done, a closed list. Each
 * action has the dashboard's label; the actions a client's data can be the subject of also say
 * it in the client's words, as their account's Privacy tab lists them (docs/product/clients.md#your-data).
 */
export const AUDIT_ACTIONS = {
  'lead.read': { label: "Opened a lead's details", client: 'Viewed your inquiry' },
  'lead.update': { label: 'Changed a lead', client: 'Updated your inquiry' },
  'lead.note': { label: 'Added a note to a lead', client: 'Updated your inquiry' },
  'lead.claim': { label: 'Claimed a lead', client: 'Took charge of your inquiry' },
  'lead.delete': { label: 'Deleted leads', client: 'Deleted your inquiry' },
  'client.read': { label: "Viewed a client's account", client: 'Viewed your account' },
  'listing.read': { label: 'Viewed a private listing in full' },
  'listing.create': { label: 'Added a listing' },
  'listing.update': { label: 'Changed a listing' },
  'listing.delete': { label: 'Deleted a listing' },
  'listingAccess.read': { label: "Viewed a private listing's clients", client: 'Viewed your request for a private home' },
  'listingAccess.update': { label: 'Granted or refused private-listing access', client: 'Answered your request for a private home' },
  'listingAccess.delete': { label: 'Withdrew private-listing access', client: 'Withdrew your access to a private home' },
  'export.leads': { label: 'Exported leads' },
  'export.auditLog': { label: 'Exported the audit log' },
  'calendarFeed.read': { label: 'Calendar feed fetched' },
  'calendarFeed.reset': { label: 'Reset a calendar feed' },
  'showing.update': { label: 'Answered a showing request', client: 'Answered your showing request' },
  'showing.availability': { label: 'Changed showing availability' },
  'openHouse.update': { label: 'Changed an open house' },
  'openHouse.invite': { label: 'Sent open house invitations' },
  'openHouse.report': { label: "Emailed an open house's report" },
  'user.create': { label: 'Added a staff account' },
  'user.update': { label: 'Changed a staff account' },
  'user.roleChange': { label: "Changed a staff member's role" },
  'user.resetPassword': { label: "Reset a staff member's password" },
  'user.delete': { label: 'Deleted a staff account' },
  'user.deactivate': { label: 'Deactivated a staff account and handed over their work' },
  'user.reactivate': { label: 'Reactivated a staff account' },
  'factor.update': { label: 'Changed their own sign-in factors' },
  'factor.stepUp': { label: 'Confirmed a risky action with a second factor' },
  'work.reassign': { label: "Handed a departing staff member's record to a colleague" },
  'settings.update': { label: 'Changed settings' },
  'resoKey.create': { label: 'Created a RESO feed key' },
  'resoKey.delete': { label: 'Revoked a RESO feed key' },
  'mlsSource.update': { label: 'Paused, resumed or resynced an MLS source' },
  'content.update': { label: 'Changed site content' },
  'upload.create': { label: 'Uploaded photos' },
  'upload.delete': { label: 'Deleted an upload' },
  'cma.create': { label: 'Started a CMA' },
  'cma.update': { label: 'Changed a CMA' },
  'cma.publish': { label: 'Published a CMA to its owner' },
  /** A staff write whose route has no action of its own yet: still recorded, under its route. */
  'staff.write': { label: 'Another change' },
} as const satisfies Record<string, { label: string; client?: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an entry's record is: its kind, as the log's record filter takes it. */
export const AUDIT_RECORD_KINDS = [
  'lead',
  'client',
  'listing',
  'leadExport',
  'auditLog',
  'calendarFeed',
  'showing',
  'openHouse',
  'user',
  'settings',
  'resoKey',
  'mlsSource',
  'content',
  'upload',
  'cma',
  'route',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

/** The words of a client's Privacy tab for an action (an action without a client's wording is never about one client). */
export const clientActionText = (action: AuditAction): string => {
  const spec: { label: string; client?: string } = AUDIT_ACTIONS[action];
  return spec.client ?? 'Used your data';
};
