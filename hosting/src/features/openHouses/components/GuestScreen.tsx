import { ResourceNotFound } from '@/components/ResourceNotFound';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import styles from './OpenHouseScreens.module.css';

// Each screen is its own chunk: a guest's link loads the one it opens.
const LazyInvitationScreen = lazy(() => import('./InvitationScreen').then((module) => ({ default: module.InvitationScreen })));
const LazyRsvpScreen = lazy(() => import('./RsvpScreen').then((module) => ({ default: module.RsvpScreen })));
const LazyCheckInScreen = lazy(() => import('./CheckInScreen').then((module) => ({ default: module.CheckInScreen })));

interface Props {
  id: string;
  screen: string;
  /** The page's query: the link's `token`, or the QR code's `door`. */
  search: URLSearchParams;
}

/**
 * docs/product/open-houses.md#open-houses: what a guest's links and the door open, rendered in the browser
 * and never cached (each is personal): an invitation, an RSVP, check-in.
 */
export function GuestScreen({ id, screen, search }: Props) {
  usePageMeta({ title: screen === 'check-in' ? 'Check In' : 'Open House' });
  const token = search.get('token') ?? '';
  return <Suspense fallback={<PageSpinner />}>{screenOf(id, screen, token, search.get('door') ?? undefined)}</Suspense>;
}

function screenOf(id: string, screen: string, token: string, door: string | undefined) {
  switch (screen) {
    case 'invitation':
      return <LazyInvitationScreen id={id} token={token} />;
    case 'rsvp':
      return <LazyRsvpScreen token={token} />;
    case 'check-in':
      return (
        <div className={styles.content}>
          <LazyCheckInScreen openHouseId={id} door={door} />
        </div>
      );
    default:
      return (
        <ResourceNotFound
          title="Page Not Found"
          text="This open-house page does not exist."
          link={{ to: '/open-houses', label: 'See Every Open House' }}
        />
      );
  }
}
