import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { User } from '@estate/domain';

interface Props {
  user: User;
  isSelf: boolean;
  onResetPassword: (user: User) => void;
  onDelete: (user: User) => void;
}

const SELF_DELETE_NOTE = 'You cannot delete your own account';

/** A row's 'Reset Password' and 'Delete User'; your own account cannot be deleted (the server refuses it too). */
export function UserRowActions({ user, isSelf, onResetPassword, onDelete }: Props) {
  const noteId = `user-${user.id}-self-note`;
  return (
    <Space wrap>
      <Button size="small" icon={<KeyOutlined aria-hidden />} onClick={() => onResetPassword(user)}>
        Reset Password
      </Button>
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
        <span id={noteId} hidden>
          {SELF_DELETE_NOTE}
        </span>
      )}
    </Space>
  );
}
