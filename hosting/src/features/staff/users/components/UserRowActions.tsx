import { DeleteOutlined, KeyOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
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

interface SelfRefusedProps {
  /** Why it is refused on your own row: its tooltip and accessible description. */
  selfNote: string | undefined;
  noteId: string;
  icon: ReactNode;
  onClick: () => void;
  children: string;
}

/** A danger action nobody takes on their own account: disabled there, saying why. */
function SelfRefusedAction({ selfNote, noteId, icon, onClick, children }: SelfRefusedProps) {
  return (
    <>
      <Tooltip title={selfNote}>
        <Button
          size="small"
          danger
          icon={icon}
          disabled={selfNote !== undefined}
          aria-describedby={selfNote ? noteId : undefined}
          onClick={onClick}
        >
          {children}
        </Button>
      </Tooltip>
      {selfNote && (
        <span id={noteId} hidden>
          {selfNote}
        </span>
      )}
    </>
  );
}

/**
 * A row's 'Reset Password', 'Deactivate' (or 'Reactivate' within the window) and 'Delete User'; your
 * own account cannot be deactivated or deleted (the server refuses it too).
 */
export function UserRowActions({ user, isSelf, onResetPassword, onDelete, onDeactivate, onReactivate }: Props) {
  const deactivated = user.deactivatedAt !== undefined;
  return (
    <Space wrap>
      <Button size="small" icon={<KeyOutlined aria-hidden />} onClick={() => onResetPassword(user)}>
        Reset Password
      </Button>
      {!deactivated && (
        <SelfRefusedAction
          selfNote={isSelf ? OFFBOARDING_TEXTS.self : undefined}
          noteId={`user-${user.id}-self-deactivate-note`}
          icon={<StopOutlined aria-hidden />}
          onClick={() => onDeactivate(user)}
        >
          Deactivate
        </SelfRefusedAction>
      )}
      {deactivated && mayReactivate(user, new Date()) && (
        <Button size="small" icon={<UndoOutlined aria-hidden />} onClick={() => onReactivate(user)}>
          Reactivate
        </Button>
      )}
      <SelfRefusedAction
        selfNote={isSelf ? SELF_DELETE_NOTE : undefined}
        noteId={`user-${user.id}-self-note`}
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => onDelete(user)}
      >
        Delete User
      </SelfRefusedAction>
    </Space>
  );
}
