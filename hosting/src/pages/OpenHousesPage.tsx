import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';

// The feature loads as its own chunk: a route's code adds to the first load of every page.
const LazyOpenHousesScreen = lazy(() => import('@/features/openHouses').then((module) => ({ default: module.OpenHousesScreen })));
const LazyOpenHouseScreen = lazy(() => import('@/features/openHouses').then((module) => ({ default: module.OpenHouseScreen })));
const LazyGuestScreen = lazy(() => import('@/features/openHouses').then((module) => ({ default: module.GuestScreen })));

/**
 * docs/product/open-houses.md#open-houses: /open-houses and /open-houses/{id} with its RSVP, rendered whole on
 * the server; and /open-houses/{id}/invitation, /rsvp and /check-in, where a guest's links and the
 * door's QR code land, rendered in the browser only (`private, no-store`: each is personal).
 */
export default function OpenHousesPage() {
  const { id, screen } = useParams();
  const [search] = useSearchParams();
  const shown =
    id && screen ? <LazyGuestScreen id={id} screen={screen} search={search} /> : id ? <LazyOpenHouseScreen /> : <LazyOpenHousesScreen />;
  return <Suspense fallback={<PageSpinner />}>{shown}</Suspense>;
}
