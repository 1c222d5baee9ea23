import { Button } from 'antd';
import { OPEN_HOUSE_TEXTS } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useCancelRsvp } from '@/features/openHouses/api/cancelRsvp';
import { useRsvp } from '@/features/openHouses/api/getRsvp';
import { OpenHouseItem } from './OpenHouseItem';
import styles from './OpenHouseScreens.module.css';

const STATUS_TEXT = {
  going: "You're on the list",
  waitlisted: "You're on the waitlist: we'll email you if a place opens up",
  cancelled: 'Your RSVP is cancelled',
} as const;

/**
 * docs/product/open-houses.md#open-houses: /open-houses/{id}/rsvp?token=…, the link of a guest's confirmation:
 * their reply, and 'Cancel my RSVP' (a button, so a link scanner cancels nothing).
 */
export function RsvpScreen({ token }: { token: string }) {
  const rsvp = useRsvp(token);
  const cancel = useCancelRsvp();
  usePageMeta({ title: 'Your RSVP' });
  return (
    <>
      <PageHero eyebrow="Open House" title="Your RSVP" />
      <div className={styles.content}>
        {rsvp.isPending ? (
          <p role="status">Loading your RSVP…</p>
        ) : rsvp.isError ? (
          <p role="alert" className={styles.error}>
            {errorMessage(rsvp.error, OPEN_HOUSE_TEXTS.invalidRsvpLink)}
          </p>
        ) : (
          <>
            <OpenHouseItem openHouse={rsvp.data.openHouse} linked={false} />
            <p role="status">
              {STATUS_TEXT[rsvp.data.rsvp.status]} ({rsvp.data.rsvp.partySize} in your party, as {rsvp.data.rsvp.email}).
            </p>
            {cancel.isSuccess && <p role="status">{cancel.data.message}</p>}
            {cancel.isError && (
              <p role="alert" className={styles.error}>
                {errorMessage(cancel.error, 'Your RSVP could not be cancelled. Please try again.')}
              </p>
            )}
            {rsvp.data.rsvp.status !== 'cancelled' && (
              <Button danger onClick={() => cancel.mutate(token)} disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling...' : 'Cancel my RSVP'}
              </Button>
            )}
          </>
        )}
      </div>
    </>
  );
}
