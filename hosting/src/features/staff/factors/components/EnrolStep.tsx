import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { FACTOR_TEXTS, type FactorAdded, type User } from '@estate/domain';
import { AddPasskeyForm } from './AddPasskeyForm';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpSetupForm } from './TotpSetupForm';

/**
 * The sign-in's enrolment step (the setting requires a factor, the account has none): a passkey or
 * the authenticator app; then the recovery codes, once, and the dashboard.
 */
export function EnrolStep({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [added, setAdded] = useState<FactorAdded>();

  if (added?.user) {
    const { user } = added;
    return (
      <div>
        {added.recoveryCodes && <RecoveryCodesList codes={added.recoveryCodes} />}
        <Button type="primary" block size="large" onClick={() => onSignedIn(user)}>
          Continue to the dashboard
        </Button>
      </div>
    );
  }
  return (
    <div>
      <p>{FACTOR_TEXTS.enrolStepIntro}</p>
      <Tabs
        items={[
          { key: 'totp', label: 'Authenticator app', children: <TotpSetupForm onAdded={setAdded} /> },
          { key: 'passkey', label: 'Passkey', children: <AddPasskeyForm onAdded={setAdded} /> },
        ]}
      />
    </div>
  );
}
