import { Alert, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FACTOR_TEXTS, type FactorAdded, type TotpSetup } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { confirmTotp, startTotp } from '@/features/staff/factors/api/factors';
import { useAttempt } from '@/features/staff/factors/useAttempt';
import { SingleFieldForm } from './SingleFieldForm';

/**
 * Setting up the authenticator app: its QR code, the secret to type where scanning is not possible,
 * and the first code, which confirms it. Replaces the app set up before, if any.
 */
export function TotpSetupForm({ onAdded }: { onAdded: (added: FactorAdded) => void }) {
  const [setup, setSetup] = useState<TotpSetup>();
  const { busy, failure, setFailure, attempt } = useAttempt();

  useEffect(() => {
    startTotp().then(setSetup, (error: unknown) => setFailure(errorMessage(error, 'The setup could not start')));
  }, [setFailure]);

  return (
    <div>
      {setup && (
        <>
          <p>Scan this code with your authenticator app, or type the key below into it.</p>
          <QRCode value={setup.uri} size={180} bordered={false} />
          <p>
            Key:{' '}
            <Typography.Text copyable code>
              {setup.secret}
            </Typography.Text>
          </p>
          <SingleFieldForm
            label="Code from the app"
            submitLabel="Confirm the app"
            busy={busy}
            input={{ autoComplete: 'one-time-code', inputMode: 'numeric' }}
            onSubmit={(code) => attempt(async () => onAdded(await confirmTotp(code)), FACTOR_TEXTS.wrongCode)}
          />
        </>
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 16 }} />}
    </div>
  );
}
