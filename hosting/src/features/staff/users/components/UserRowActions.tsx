import { DeleteOutlined, KeyOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { mayReactivate, OFFBOARDING_TEXTS, type User } from '@estate/domain';

interface Props {
  user: User;
  isSelf: boolean;
  onResetPassword: (user: User) => void;
  onDelete: (user: User) => void;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
}

const SELF_DELETE_NOTE = 'You cannot delete your own account';

/**
 * A row's 'Reset Password', 'Deactivate' (or 'Reactivate' within the window) and 'Delete User'; your
 * own account cannot be deactivated or deleted (the server refuses it too).
 */
export function UserRowActions({ user, isSelf, onResetPassword, onDelete, onDeactivate, onReactivate }: Props) {
  const noteId = `user-${user.id}-self-note`;
  const deactivateNoteId = `user-${user.id}-self-deactivate-note`;
  const deactivated = user.deactivatedAt !== undefined;
  return (
    <Space wrap>
      <Button size="small" icon={<KeyOutlined aria-hidden />} onClick={() => onResetPassword(user)}>
        Reset Password
      </Button>
      {!deactivated && (
        <Tooltip title={isSelf ? OFFBOARDING_TEXTS.self : undefined}>
          <Button
            size="small"
            danger
            icon={<StopOutlined aria-hidden />}
            disabled={isSelf}
            aria-describedby={isSelf ? deactivateNoteId : undefined}
            onClick={() => onDeactivate(user)}
          >
            Deactivate
          </Button>
        </Tooltip>
      )}
      {deactivated && mayReactivate(user, new Date()) && (
        <Button size="small" icon={<UndoOutlined aria-hidden />} onClick={() => onReactivate(user)}>
          Reactivate
        </Button>
      )}
      <Tooltip title={isSelf ? SELF_DELETE_NOTE : undefined}>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={isSelf}
          aria-describedby={isSelf ? noteId : undefined}
          onClick={() => onDelete(user)}
        >
          Delete User
        </Button>
      </Tooltip>
      {isSelf && (
        <>
          <span id={noteId} hidden>
            {SELF_DELETE_NOTE}
          </span>
          <span id={deactivateNoteId} hidden>
            {OFFBOARDING_TEXTS.self}
          </span>
        </>
      )}
    </Space>
  );
}
