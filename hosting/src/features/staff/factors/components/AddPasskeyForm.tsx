import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { FACTOR_TEXTS, PASSKEY_NAME_MAX, type FactorAdded } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FieldShell } from '@/components/form/FieldShell';
import { addPasskey } from '@/features/staff/factors/api/factors';

/** A passkey of this device, or a security key, named so the member can tell it from the others. */
export function AddPasskeyForm({
  onAdded,
  add = addPasskey,
}: {
  onAdded: (added: FactorAdded) => void;
  add?: (name: string) => Promise<FactorAdded>;
}) {
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onAdded(await add(name.trim()));
      setName('');
    } catch (error) {
      setFailure(errorMessage(error, FACTOR_TEXTS.passkeyRefused));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldShell id={inputId} label="Passkey name">
        <Input
          id={inputId}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          placeholder="Work laptop"
          onChange={(event) => setName(event.target.value)}
        />
      </FieldShell>
      <Button type="primary" htmlType="submit" disabled={busy || !name.trim()}>
        Add a passkey
      </Button>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 16 }} />}
    </form>
  );
}
