import { Alert, Button, Descriptions, Modal, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatShowingStart, SHOWING_STATUS_LABELS, type ShowingTimeInput } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { PageSpinner } from '@/components/PageSpinner';
import { useChangeManagedShowing } from '@/features/showings/api/changeManagedShowing';
import { useManagedShowing } from '@/features/showings/api/getManagedShowing';
import { ShowingTimeForm } from './ShowingTimeForm';
import styles from './Showings.module.css';

/**
 * /showings/manage?token=…, a showing email's link (docs/product/showings.md#showings): the booking as its
 * holder (the visitor or the agent) sees it, and what they may do until 2 hours before it starts:
 * confirm a proposed time, cancel, or move it to another free time.
 */
export default function ManageShowing() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useManagedShowing(token);
  const change = useChangeManagedShowing();
  const [moving, setMoving] = useState(false);
  const [modal, holder] = Modal.useModal();

  if (view.isPending) return <PageSpinner />;
  if (view.isError) {
    return (
      <div className={styles.manage}>
        <Alert type="error" showIcon role="alert" title={errorMessage(view.error, 'This link could not be read.')} />
      </div>
    );
  }
  const { showing, actions, closed, side } = view.data;

  const cancel = () =>
    modal.confirm({
      title: 'Cancel this showing?',
      content: `${showing.listingTitle}, ${formatShowingStart(showing.start)}`,
      okText: 'Cancel the showing',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      focusable: { autoFocusButton: 'cancel' },
      // The page says how it went (the alert above the details).
      onOk: () => change.mutateAsync({ action: 'cancel', token }).catch(() => undefined),
    });
  const reschedule = async (time: ShowingTimeInput) => {
    await change.mutateAsync({ action: 'reschedule', token, ...time }).catch(() => undefined);
    setMoving(false);
  };

  return (
    <div className={styles.manage}>
      {holder}
      {change.isSuccess && <Alert type="success" showIcon role="status" title={change.data.message} style={{ marginBottom: 16 }} />}
      {change.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(change.error, 'Please try again in a moment.')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'home',
            label: 'Home',
            children: <Link to={`/property/${encodeURIComponent(showing.propertyId)}`}>{showing.listingTitle}</Link>,
          },
          { key: 'address', label: 'Address', children: showing.listingAddress },
          { key: 'when', label: 'When', children: `${formatShowingStart(showing.start)} (Cincinnati time)` },
          { key: 'status', label: 'Status', children: <Tag>{SHOWING_STATUS_LABELS[showing.status]}</Tag> },
          ...(showing.note ? [{ key: 'note', label: 'Note from the agent', children: showing.note }] : []),
        ]}
      />
      {closed && <Alert type="info" showIcon title={closed} style={{ marginTop: 16 }} />}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.includes('confirm') && (
            <Button type="primary" loading={change.isPending} onClick={() => change.mutate({ action: 'confirm', token })}>
              Confirm this time
            </Button>
          )}
          {actions.includes('reschedule') && (
            <Button aria-expanded={moving} onClick={() => setMoving(!moving)}>
              Choose another time
            </Button>
          )}
          {actions.includes('cancel') && (
            <Button danger onClick={cancel}>
              Cancel the showing
            </Button>
          )}
        </div>
      )}
      {moving && (
        <ShowingTimeForm
          formId="reschedule"
          propertyId={showing.propertyId}
          submitLabel={side === 'agent' ? 'Move the showing' : 'Ask for this time'}
          pending={change.isPending}
          onSubmit={reschedule}
        />
      )}
    </div>
  );
}
