import { Alert, Button, Input, QRCode, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { FACTOR_TEXTS, type FactorAdded, type TotpSetup } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FieldShell } from '@/components/form/FieldShell';
import { confirmTotp, startTotp } from '@/features/staff/factors/api/factors';

/**
 * Setting up the authenticator app: its QR code, the secret to type where scanning is not possible,
 * and the first code, which confirms it. Replaces the app set up before, if any.
 */
export function TotpSetupForm({ onAdded }: { onAdded: (added: FactorAdded) => void }) {
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    startTotp().then(setSetup, (error: unknown) => setFailure(errorMessage(error, 'The setup could not start')));
  }, []);

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onAdded(await confirmTotp(code.trim()));
    } catch (error) {
      setFailure(errorMessage(error, FACTOR_TEXTS.wrongCode));
    } finally {
      setBusy(false);
    }
  };

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
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <FieldShell id={inputId} label="Code from the app">
              <Input
                id={inputId}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            </FieldShell>
            <Button type="primary" htmlType="submit" disabled={busy || !code.trim()}>
              Confirm the app
            </Button>
          </form>
        </>
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 16 }} />}
    </div>
  );
}
