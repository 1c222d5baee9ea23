import { Alert } from 'antd';
import { FACTOR_TEXTS, PASSKEY_NAME_MAX, type FactorAdded } from '@estate/domain';
import { addPasskey } from '@/features/staff/factors/api/factors';
import { useAttempt } from '@/features/staff/factors/useAttempt';
import { SingleFieldForm } from './SingleFieldForm';

/** A passkey of this device, or a security key, named so the member can tell it from the others. */
export function AddPasskeyForm({
  onAdded,
  add = addPasskey,
}: {
  onAdded: (added: FactorAdded) => void;
  add?: (name: string) => Promise<FactorAdded>;
}) {
  const { busy, failure, attempt } = useAttempt();
  return (
    <>
      <SingleFieldForm
        label="Passkey name"
        submitLabel="Add a passkey"
        busy={busy}
        input={{ maxLength: PASSKEY_NAME_MAX, placeholder: 'Work laptop' }}
        onSubmit={(name) => attempt(async () => onAdded(await add(name)), FACTOR_TEXTS.passkeyRefused)}
      />
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 16 }} />}
    </>
  );
}
