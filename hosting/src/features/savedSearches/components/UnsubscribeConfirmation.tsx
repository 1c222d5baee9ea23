import { Alert, Button } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_ACCOUNT_PATH } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { PageSpinner } from '@/components/PageSpinner';
import { useUnsubscribePreview } from '@/features/savedSearches/api/getUnsubscribePreview';
import { useUnsubscribe } from '@/features/savedSearches/api/unsubscribe';
import styles from './SavedSearches.module.css';

/**
 * /account/unsubscribe?token=…, an email's unsubscribe link: says what the link will stop and stops
 * it only when the button is pressed (a link scanner opening the page unsubscribes nobody).
 */
export function UnsubscribeConfirmation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useUnsubscribePreview(token);
  const unsubscribe = useUnsubscribe();
  const manage = <Link to={`${CLIENT_ACCOUNT_PATH}/searches`}>Change your alerts in your account</Link>;

  if (preview.isPending) return <PageSpinner />;
  if (preview.isError) {
    return (
      <div className={styles.notice}>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(preview.error, 'This unsubscribe link could not be read.')}
          description={manage}
        />
      </div>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <div className={styles.notice}>
        <Alert type="success" showIcon role="status" title={unsubscribe.data.message} description={manage} />
      </div>
    );
  }
  return (
    <div className={styles.notice}>
      <p>{preview.data.message}</p>
      {unsubscribe.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(unsubscribe.error, 'Please try again in a moment.')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" size="large" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {preview.data.scope === 'all' ? 'Stop every alert' : 'Stop these alerts'}
      </Button>
    </div>
  );
}
