import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatOpenHouseWhen, OPEN_HOUSE_TYPE_LABELS, type OpenHouse } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { AdminSection } from '@/components/AdminSection';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useCancelOpenHouse } from '@/features/openHouses/dashboard/api/cancelOpenHouse';
import { useManagedOpenHouses } from '@/features/openHouses/dashboard/api/getManagedOpenHouses';
import { OpenHouseDialog } from './OpenHouseDialog';
import { OpenHousePanel } from './OpenHousePanel';
import styles from './OpenHouseAdmin.module.css';

/** The open house whose guests, invitations and report are open, in the address (the emails' links open it). */
const OPEN_HOUSE_PARAM = 'openHouse';

// The listing tags' presets, which pass axe's contrast check: antd's green, success and error tags do not.
const STATUS_COLORS = { Active: 'blue', Cancelled: 'default', Ended: 'default' } as const;

/**
 * docs/product/open-houses.md#open-houses: the dashboard's Open Houses tab. Every staff member: an agent sees
 * and manages the open houses of their listings and those they host, an admin all of them.
 */
export default function OpenHousesTab() {
  const list = useManagedOpenHouses();
  const cancel = useCancelOpenHouse();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<{ editing?: OpenHouse } | null>(null);
  const open = params.get(OPEN_HOUSE_PARAM);
  const toggle = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open === id) next.delete(OPEN_HOUSE_PARAM);
        else next.set(OPEN_HOUSE_PARAM, id);
        return next;
      },
      { replace: true },
    );
  const onCancel = async (openHouse: OpenHouse) => {
    if (!window.confirm(`Cancel the open house of ${openHouse.listing.title}? Every guest is told by email.`)) return;
    try {
      await cancel.mutateAsync(openHouse.OpenHouseKey);
      toast.success({ title: 'Open house cancelled', description: 'Its guests are told by email.' });
    } catch (error) {
      toast.error({ title: 'The open house was not cancelled', description: errorMessage(error, 'Please try again.') });
    }
  };

  const card = (openHouse: OpenHouse) => (
    <Card
      key={openHouse.OpenHouseKey}
      title={
        <span>
          {openHouse.listing.title} <Tag>{OPEN_HOUSE_TYPE_LABELS[openHouse.OpenHouseType]}</Tag>{' '}
          <Tag color={STATUS_COLORS[openHouse.OpenHouseStatus]}>{openHouse.OpenHouseStatus}</Tag>
        </span>
      }
      extra={
        <span className={styles.links}>
          {openHouse.OpenHouseStatus === 'Active' && (
            <>
              <Button size="small" onClick={() => setDialog({ editing: openHouse })}>
                Edit
              </Button>
              <Button size="small" danger onClick={() => void onCancel(openHouse)}>
                Cancel
              </Button>
            </>
          )}
          <Button size="small" onClick={() => toggle(openHouse.OpenHouseKey)} aria-expanded={open === openHouse.OpenHouseKey}>
            {open === openHouse.OpenHouseKey ? 'Close' : 'Guests and report'}
          </Button>
        </span>
      }
    >
      <p className={styles.when}>{formatOpenHouseWhen(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)}</p>
      <p className={styles.text}>
        {openHouse.going} coming{openHouse.capacity !== undefined ? ` of ${openHouse.capacity}` : ''}, {openHouse.waitlisted} waitlisted
        {openHouse.OpenHouseType === 'By Invitation' ? `, ${openHouse.invitations} invited` : ''}
      </p>
      {open === openHouse.OpenHouseKey && <OpenHousePanel openHouse={openHouse} />}
    </Card>
  );

  return (
    <AdminSection
      title="Open Houses"
      actions={
        <Button type="primary" onClick={() => setDialog({})}>
          Schedule an open house
        </Button>
      }
    >
      <p className={styles.text}>
        Public and broker open houses show on their listing&rsquo;s page and on /open-houses; one by invitation only shows neither its time
        nor its address, and only the guests you invite can RSVP. Times are Cincinnati time.
      </p>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError ? (
        <LoadFailure title="The open houses could not be loaded" onRetry={list.refetch} />
      ) : list.data.length === 0 ? (
        <Empty description="No open house yet. Schedule one for a listing of yours." />
      ) : (
        <div className={styles.list}>{list.data.map(card)}</div>
      )}
      {dialog && <OpenHouseDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
    </AdminSection>
  );
}
