import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { FieldShell } from '@/components/form/FieldShell';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A secret (a temporary password, a feed key, a calendar address) in a read-only box with 'Copy',
 * which says whether the copy worked; `noun` names it in the message when it did not. A secret shown
 * once in a dialog takes the focus; one shown on a page (`autoFocus` false) leaves it where it is.
 */
export function CopyableSecret({
  id,
  label,
  value,
  noun,
  autoFocus = true,
}: {
  id: string;
  label: string;
  value: string;
  noun: string;
  autoFocus?: boolean;
}) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const status: Record<CopyState, string> = {
    idle: '',
    copied: 'Copied to the clipboard.',
    failed: `Could not copy: select the ${noun} and copy it by hand.`,
  };

  const copy = async () => {
    try {
      // No clipboard outside a secure context: navigator.clipboard is then undefined.
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <FieldShell id={id} label={label}>
      <Space.Compact block>
        <Input id={id} value={value} readOnly autoFocus={autoFocus} onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          Copy
        </Button>
      </Space.Compact>
      <Typography.Text type={copyState === 'failed' ? 'danger' : 'success'} role="status">
        {status[copyState]}
      </Typography.Text>
    </FieldShell>
  );
}
