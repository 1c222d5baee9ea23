import { Suspense } from 'react';
import { OPEN_HOUSE_TEXTS } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useInvitation } from '@/features/openHouses/api/getInvitation';
import { OpenHouseItem } from './OpenHouseItem';
import { LazyRsvpForm } from './lazyParts';
import styles from './OpenHouseScreens.module.css';

/**
 * docs/product/open-houses.md#open-houses: /open-houses/{id}/invitation?token=…, where an invitation's link
 * lands: the open house whole (its time and address, for the invited guest alone) and their RSVP.
 * Rendered in the browser and never cached: it is personal.
 */
export function InvitationScreen({ id, token }: { id: string; token: string }) {
  const invitation = useInvitation(id, token);
  usePageMeta({ title: 'Your Invitation' });
  return (
    <>
      <PageHero eyebrow="By Invitation" title="Your Private Preview" />
      <div className={styles.content}>
        {invitation.isPending ? (
          <p role="status">Loading your invitation…</p>
        ) : invitation.isError ? (
          <p role="alert" className={styles.error}>
            {errorMessage(invitation.error, OPEN_HOUSE_TEXTS.invalidInvitation)}
          </p>
        ) : (
          <>
            <OpenHouseItem openHouse={invitation.data.openHouse} linked={false} />
            <h2>RSVP</h2>
            <Suspense fallback={null}>
              <LazyRsvpForm openHouseId={id} invitation={{ token, ...invitation.data.invitee }} />
            </Suspense>
          </>
        )}
      </div>
    </>
  );
}
