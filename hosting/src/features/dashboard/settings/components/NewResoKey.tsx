import { Alert, Button } from 'antd';
import type { NewResoKey as Created } from '@estate/domain';
import { CopyableSecret } from '@/components/CopyableSecret';

/** A key just created, in a read-only box with 'Copy': the server keeps only its hash, so this is the one time it shows. */
export function NewResoKey({ created, onDone }: { created: Created; onDone: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      title={`Key created for ${created.key.name}`}
      description={
        <>
          <p>Copy it now and give it to the partner: it is shown only this once.</p>
          <CopyableSecret id="new-reso-key" label="Key" value={created.token} noun="key" />
          <Button onClick={onDone}>Done</Button>
        </>
      }
    />
  );
}
