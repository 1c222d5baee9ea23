/**
 * The staff roles. The broker's admins run everything; agents work the leads that are
 * theirs or nobody's. The role travels as a custom claim (`role`, and `admin: true` for admins,
 * which older sessions carry) and is kept on the user's profile, which the Firestore rules read.
 */
export const STAFF_ROLES = ['admin', 'agent'] as const;
export type Role = (typeof STAFF_ROLES)[number];

export const isRole = (value: unknown): value is Role => STAFF_ROLES.includes(value as Role);

export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'Admin', agent: 'Agent' };

/** What each role may do, as the Add User dialog and the Users tab say it. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  admin: 'Full access: listings, content, every lead, users and settings.',
  agent:
    'Limited access: the Overview and the leads assigned to them or to nobody. Agents claim unassigned leads, change the status of and add notes to their own leads, and export them; they cannot delete leads or manage listings, content, settings or users.',
};

/** The custom claims a staff account's tokens carry. */
export interface StaffClaims {
  role: Role;
  admin: boolean;
}

export const staffClaims = (role: Role): StaffClaims => ({ role, admin: role === 'admin' });

/** The API's refusal, and the Users table's note beside your own role. */
export const SELF_ROLE_MESSAGE = 'You cannot change your own role';
