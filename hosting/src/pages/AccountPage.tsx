import { Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyAccountScreen, LazyFavouritesPanel, LazyPrivacyPanel } from '@/features/clients';
import { LazySavedSearchesPanel } from '@/features/savedSearches';

/** The account's tabs, in order (docs/product/clients.md#client-accounts). */
const TABS = [
  { key: 'favourites', label: 'Favourites', panel: <LazyFavouritesPanel /> },
  { key: 'searches', label: 'Saved searches', panel: <LazySavedSearchesPanel /> },
  { key: 'privacy', label: 'Privacy', panel: <LazyPrivacyPanel /> },
];

/** /account and /account/:tab: a signed-in client's own pages, rendered in the browser only (never cached). */
export default function AccountPage() {
  usePageMeta({ title: 'Your Account' });
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyAccountScreen tabs={TABS} />
    </Suspense>
  );
}
