import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { FACTOR_TEXTS, type FactorKind, type FactorProof } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FieldShell } from '@/components/form/FieldShell';

/** A typed code: six digits are the authenticator app's, anything else a recovery code. */
const proofOf = (code: string): FactorProof => (/^\d{6}$/.test(code.replace(/\s/g, '')) ? { totp: code } : { recoveryCode: code });

/**
 * docs/product/dashboard.md#sign-in-and-security: the second factor, as the sign-in's factor step and
 * the step-up dialog ask for it: 'Use a passkey', or a code of the authenticator app or a recovery code.
 */
export function FactorStep({
  factors,
  prove,
}: {
  factors?: readonly FactorKind[];
  prove: (proof: FactorProof | 'passkey') => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const inputId = useId();
  const offersPasskey = !factors || factors.includes('passkey');
  const offersCode = !factors || factors.some((kind) => kind !== 'passkey');

  const attempt = async (proof: FactorProof | 'passkey') => {
    setBusy(true);
    setFailure(undefined);
    try {
      await prove(proof);
    } catch (error) {
      setFailure(errorMessage(error, proof === 'passkey' ? FACTOR_TEXTS.passkeyRefused : FACTOR_TEXTS.wrongCode));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {offersPasskey && (
        <Button block size="large" onClick={() => void attempt('passkey')} disabled={busy} style={{ marginBottom: 16 }}>
          {FACTOR_TEXTS.usePasskey}
        </Button>
      )}
      {offersCode && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void attempt(proofOf(code.trim()));
          }}
        >
          <FieldShell id={inputId} label={FACTOR_TEXTS.codeLabel}>
            <Input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
            />
          </FieldShell>
          <Button type="primary" htmlType="submit" block size="large" disabled={busy || !code.trim()}>
            {FACTOR_TEXTS.verify}
          </Button>
        </form>
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 16 }} />}
    </div>
  );
}
