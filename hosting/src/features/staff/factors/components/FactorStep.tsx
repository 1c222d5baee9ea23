import { Alert, Button } from 'antd';
import { FACTOR_TEXTS, type FactorKind, type FactorProof } from '@estate/domain';
import { useAttempt } from '@/features/staff/factors/useAttempt';
import { SingleFieldForm } from './SingleFieldForm';

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
  const { busy, failure, attempt } = useAttempt();
  const offersPasskey = !factors || factors.includes('passkey');
  const offersCode = !factors || factors.some((kind) => kind !== 'passkey');
  const tryProof = (proof: FactorProof | 'passkey') =>
    attempt(() => prove(proof), proof === 'passkey' ? FACTOR_TEXTS.passkeyRefused : FACTOR_TEXTS.wrongCode);

  return (
    <div>
      {offersPasskey && (
        <Button block size="large" onClick={() => void tryProof('passkey')} disabled={busy} style={{ marginBottom: 16 }}>
          {FACTOR_TEXTS.usePasskey}
        </Button>
      )}
      {offersCode && (
        <SingleFieldForm
          label={FACTOR_TEXTS.codeLabel}
          submitLabel={FACTOR_TEXTS.verify}
          busy={busy}
          large
          input={{ autoComplete: 'one-time-code', inputMode: 'text', autoFocus: true }}
          onSubmit={(code) => tryProof(proofOf(code))}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 16 }} />}
    </div>
  );
}
