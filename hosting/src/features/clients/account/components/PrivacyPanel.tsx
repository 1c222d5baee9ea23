import { Alert, Button, Modal, Switch } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ACTIVITY_CONSENT_TEXT,
  formatLongDate,
  PERSONAL_DATA_LABELS,
  personalDataCount,
  PRIVACY_PATH,
  type ClientAccount,
  type PersonalDataName,
} from '@estate/domain';
import { errorMessage } from '@/api/client';
import { LoadFailure } from '@/components/LoadFailure';
import { PageSpinner } from '@/components/PageSpinner';
import { useToast } from '@/components/toasts';
import { useDeleteAccount } from '@/features/clients/account/api/deleteAccount';
import { useMyData } from '@/features/clients/account/api/getMyData';
import { useSetActivityConsent } from '@/features/clients/account/api/setActivityConsent';
import button from '@/components/button.module.css';
import styles from './AccountPanels.module.css';
import { ACCOUNT_EXPORT_URL } from '@/features/clients/api/urls';
import { AccessLogSection } from './AccessLogSection';

function ActivityConsent({ account }: { account: ClientAccount }) {
  const consent = useSetActivityConsent();
  const toast = useToast();
  const granted = account.consents.activity?.granted === true;
  return (
    <section aria-labelledby="consent-heading" className={styles.section}>
      <h2 id="consent-heading" className={styles.sectionTitle}>
        Recording the homes you view
      </h2>
      <p>{ACTIVITY_CONSENT_TEXT}</p>
      <label className={styles.switch}>
        <Switch
          checked={granted}
          loading={consent.isPending}
          onChange={(next) =>
            consent.mutate(next, {
              onSuccess: () => toast.success({ title: next ? 'Recording is on' : 'Recording is off, and what was recorded is deleted' }),
              onError: (error) =>
                toast.error({ title: 'Your choice was not saved', description: errorMessage(error, 'Please try again.') }),
            })
          }
        />
        {granted ? 'On' : 'Off'}
      </label>
      {account.consents.activity && (
        <p className={styles.rowFacts}>
          {granted ? 'You agreed' : 'You turned it off'} on {formatLongDate(account.consents.activity.at)}.
        </p>
      )}
    </section>
  );
}

function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const erase = useDeleteAccount();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <section aria-labelledby="delete-heading" className={styles.section}>
      <h2 id="delete-heading" className={styles.sectionTitle}>
        Delete your account
      </h2>
      <p>
        Your account, favourites, notes, saved searches, alerts, recorded views and consents are deleted. The inquiries you sent stay with
        the agency without your name, email or phone. This cannot be undone.
      </p>
      <Button danger onClick={() => setAsking(true)}>
        Delete my account
      </Button>
      <Modal
        open={asking}
        title="Delete your account and its data?"
        okText="Delete everything"
        okButtonProps={{ danger: true, loading: erase.isPending }}
        onCancel={() => setAsking(false)}
        onOk={() =>
          erase.mutate(undefined, {
            onSuccess: ({ message }) => {
              toast.success({ title: message });
              void navigate('/', { replace: true });
            },
            onError: (error) =>
              toast.error({ title: 'Your account was not deleted', description: errorMessage(error, 'Please try again.') }),
          })
        }
      >
        <p>This cannot be undone. You can download your data first.</p>
      </Modal>
    </section>
  );
}

/** The account's Privacy tab (docs/product/clients.md#your-data): what is stored, the download, the consent, and deletion. */
export function PrivacyPanel() {
  const data = useMyData();
  if (data.isPending) return <PageSpinner />;
  if (data.isError) return <LoadFailure title="What we store about you could not be loaded." onRetry={() => data.refetch()} />;
  const { account, exportedAt: _exportedAt, ...sections } = data.data;
  return (
    <>
      <section aria-labelledby="stored-heading" className={styles.section}>
        <h2 id="stored-heading" className={styles.sectionTitle}>
          What we store about you
        </h2>
        <dl className={styles.facts}>
          <dt>Account</dt>
          <dd>
            {account.email}, since {formatLongDate(account.createdAt)}
          </dd>
          {Object.entries(sections).flatMap(([name, value]) => [
            <dt key={`${name}-label`}>{PERSONAL_DATA_LABELS[name as PersonalDataName] ?? name}</dt>,
            <dd key={`${name}-count`}>{personalDataCount(value)}</dd>,
          ])}
        </dl>
        <a className={`${button.button} ${button.secondary}`} href={ACCOUNT_EXPORT_URL} download>
          Download all my data (JSON)
        </a>
        <p>
          Why we keep each of these, and for how long: <Link to={PRIVACY_PATH}>our privacy notice</Link>.
        </p>
      </section>
      <AccessLogSection />
      <ActivityConsent account={account} />
      <DeleteAccount />
      <Alert type="info" showIcon title="Questions about your data? Write to us and we answer within a week." />
    </>
  );
}
