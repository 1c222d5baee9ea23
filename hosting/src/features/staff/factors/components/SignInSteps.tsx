import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { FACTOR_TEXTS, type PendingSignIn, type User } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { proveFactor, signInWithPasskey } from '@/features/staff/factors/api/factors';
import { EnrolStep } from './EnrolStep';
import { FactorStep } from './FactorStep';

interface SignInStepsProps {
  /** The step POST /api/login asked for, or 'passkey': a passkey alone, asked for at once. */
  step: PendingSignIn | 'passkey';
  onSignedIn: (user: User) => void;
  /** Back to the password form. */
  onCancel: () => void;
}

/** A passkey alone: the browser's prompt opens at once; a refusal offers the password form back. */
function PasskeyAlone({ onSignedIn, onCancel }: Omit<SignInStepsProps, 'step'>) {
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    signInWithPasskey().then(onSignedIn, (error: unknown) => setFailure(errorMessage(error, FACTOR_TEXTS.passkeyRefused)));
  }, [onSignedIn]);
  return (
    <div>
      <h2>{FACTOR_TEXTS.signInWithPasskey}</h2>
      {failure ? (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />
      ) : (
        <p>Follow your browser's prompt.</p>
      )}
      <Button block onClick={onCancel}>
        Back to username and password
      </Button>
    </div>
  );
}

/** docs/product/dashboard.md#sign-in-and-security: the login card's steps after the password, and a passkey alone. */
export default function SignInSteps({ step, onSignedIn, onCancel }: SignInStepsProps) {
  if (step === 'passkey') return <PasskeyAlone onSignedIn={onSignedIn} onCancel={onCancel} />;
  if (step.step === 'enrol')
    return (
      <div>
        <h2>{FACTOR_TEXTS.enrolStepTitle}</h2>
        <EnrolStep onSignedIn={onSignedIn} />
      </div>
    );
  return (
    <div>
      <h2>{FACTOR_TEXTS.factorStepTitle}</h2>
      <p>{FACTOR_TEXTS.factorStepIntro}</p>
      <FactorStep factors={step.factors} prove={async (proof) => onSignedIn(await proveFactor(proof))} />
      <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
        Back to username and password
      </Button>
    </div>
  );
}
