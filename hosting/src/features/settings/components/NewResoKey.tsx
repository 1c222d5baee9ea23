import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { NewResoKey as Created } from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy: select the key and copy it by hand.',
};

const ID = 'new-reso-key';

/** A key just created, in a read-only box with 'Copy': the server keeps only its hash, so this is the one time it shows. */
export function NewResoKey({ created, onDone }: { created: Created; onDone: () => void }) {
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      // No clipboard outside a secure context: navigator.clipboard is then undefined.
      await navigator.clipboard.writeText(created.token);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Alert
      type="success"
      showIcon
      title={`Key created for ${created.key.name}`}
      description={
        <>
          <p>Copy it now and give it to the partner: it is shown only this once.</p>
          <FieldShell id={ID} label="Key">
            <Space.Compact block>
              <Input id={ID} value={created.token} readOnly autoFocus onFocus={(event) => event.target.select()} />
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
                Copy
              </Button>
            </Space.Compact>
            <Typography.Text type={copyState === 'failed' ? 'danger' : 'success'} role="status">
              {COPY_STATUS[copyState]}
            </Typography.Text>
          </FieldShell>
          <Button onClick={onDone}>Done</Button>
        </>
      }
    />
  );
}
