import { Select, Tooltip } from 'antd';
import { isRole, ROLE_LABELS, SELF_ROLE_MESSAGE, STAFF_ROLES, type Role, type User } from '@estate/domain';
import { displayName } from '@/features/staff/session';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface Props {
  user: User;
  isSelf: boolean;
  /** Asked for a new role; the row shows the stored one until the list reloads. */
  onChange: (user: User, role: Role) => void;
}

/** A user's role in the Users table, changed here; your own cannot be (the server refuses it too). */
export function UserRoleSelect({ user, isSelf, onChange }: Props) {
  const noteId = `user-${user.id}-role-note`;
  return (
    <>
      <Tooltip title={isSelf ? SELF_ROLE_MESSAGE : undefined}>
        <Select<Role>
          id={`user-${user.id}-role`}
          size="small"
          aria-label={`Role of ${displayName(user)}`}
          aria-describedby={isSelf ? noteId : undefined}
          value={isRole(user.role) ? user.role : undefined}
          placeholder="No staff role"
          options={ROLE_OPTIONS}
          disabled={isSelf}
          popupMatchSelectWidth={false}
          onChange={(role) => onChange(user, role)}
        />
      </Tooltip>
      {isSelf && (
        <span id={noteId} hidden>
          {SELF_ROLE_MESSAGE}
        </span>
      )}
    </>
  );
}
