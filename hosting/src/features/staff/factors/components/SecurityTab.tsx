import { Button, Card, Empty, List, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { FACTOR_TEXTS, formatLongDate, type FactorAdded } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { addPasskey, regenerateRecoveryCodes, removePasskey, useFactorChange, useFactors } from '@/features/staff/factors/api/factors';
import { AddPasskeyForm } from './AddPasskeyForm';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpSetupForm } from './TotpSetupForm';

/**
 * docs/product/dashboard.md#sign-in-and-security: each staff member's own passkeys (add, remove),
 * authenticator app (set up, replace) and recovery codes (regenerate, shown once).
 */
export default function SecurityTab() {
  const factors = useFactors();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const [codes, setCodes] = useState<readonly string[]>();
  const [settingUpApp, setSettingUpApp] = useState(false);
  const add = useFactorChange(addPasskey);
  const remove = useFactorChange(removePasskey);
  const regenerate = useFactorChange(regenerateRecoveryCodes);

  const added = (what: string) => (answer: FactorAdded) => {
    notification.success({ title: `${what} added` });
    if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
  };

  if (factors.isPending) return <Skeleton active />;
  if (factors.isError) return <LoadFailure title="Your sign-in methods could not be loaded" onRetry={factors.refetch} />;
  const { passkeys, totp, recoveryCodesLeft } = factors.data;

  return (
    <AdminSection title={FACTOR_TEXTS.factorPageTitle}>
      <Card title="Passkeys" style={{ marginBottom: 16 }}>
        <List
          dataSource={passkeys}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No passkey yet." /> }}
          renderItem={(passkey) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  danger
                  aria-label={`Remove ${passkey.name}`}
                  onClick={() =>
                    void remove.mutateAsync(passkey.id).then(
                      () => notification.success({ title: 'Passkey removed' }),
                      (error: unknown) => toastFailure('The passkey could not be removed', error),
                    )
                  }
                >
                  Remove
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={passkey.name}
                description={`Added ${formatLongDate(passkey.createdAt)}${passkey.lastUsedAt ? `, last used ${formatLongDate(passkey.lastUsedAt)}` : ''}`}
              />
            </List.Item>
          )}
        />
        <AddPasskeyForm add={(name) => add.mutateAsync(name)} onAdded={added('Passkey')} />
      </Card>
      <Card title="Authenticator app" style={{ marginBottom: 16 }}>
        <p>{totp ? `Set up ${formatLongDate(totp.createdAt)}.` : 'Not set up.'}</p>
        {settingUpApp ? (
          <TotpSetupForm
            onAdded={(answer) => {
              setSettingUpApp(false);
              void factors.refetch();
              added('Authenticator app')(answer);
            }}
          />
        ) : (
          <Button onClick={() => setSettingUpApp(true)}>{totp ? 'Replace the authenticator app' : 'Set up an authenticator app'}</Button>
        )}
      </Card>
      <Card title="Recovery codes">
        <p>{`${recoveryCodesLeft} of 10 left. Each signs you in once when your passkeys and app are out of reach.`}</p>
        <Button
          disabled={!passkeys.length && !totp}
          onClick={() =>
            void regenerate.mutateAsync(undefined).then(
              (answer) => setCodes(answer.recoveryCodes),
              (error: unknown) => toastFailure('New recovery codes could not be made', error),
            )
          }
        >
          Make new recovery codes
        </Button>
      </Card>
      <Modal
        open={codes !== undefined}
        title="Your recovery codes"
        onOk={() => setCodes(undefined)}
        onCancel={() => setCodes(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
        // Shown once: closed, the codes leave the page (a closed dialog otherwise keeps its last content, hidden).
        destroyOnHidden
      >
        {codes && <RecoveryCodesList codes={codes} />}
      </Modal>
    </AdminSection>
  );
}
