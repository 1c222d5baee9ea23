import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { FieldShell } from '@/components/form/FieldShell';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy: select the password and copy it by hand.',
};

const ID = 'temporary-password';

/** The new password in a read-only box with 'Copy': the toast that also shows it vanishes after 5 s. */
export function TemporaryPassword({ password }: { password: string }) {
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      // No clipboard outside a secure context: navigator.clipboard is then undefined.
      await navigator.clipboard.writeText(password);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <FieldShell id={ID} label="Temporary password">
      <Space.Compact block>
        <Input id={ID} value={password} readOnly autoFocus onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          Copy
        </Button>
      </Space.Compact>
      <Typography.Text type={copyState === 'failed' ? 'danger' : 'success'} role="status">
        {COPY_STATUS[copyState]}
      </Typography.Text>
    </FieldShell>
  );
}
