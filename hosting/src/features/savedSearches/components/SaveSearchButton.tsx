import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import button from '@/components/button.module.css';
import { signInPath, useClientState } from '@/features/clients';
import type { ListingFilters } from '@/features/listings';

/*
 * A signed-in client's button, and the lazy dialog it opens, are a chunk of their own: who is
 * signed in is known after hydration, and the dialog's list of files to preload would otherwise
 * weigh on the listing's first load (docs/performance.md).
 */
const SignedInSaveSearch = lazy(() => import('./SignedInSaveSearch').then((module) => ({ default: module.SignedInSaveSearch })));

/**
 * "Save this search" on /properties (docs/product/clients.md#saved-searches-and-alerts): a signed-in client
 * names the search and picks how often its alerts come; anyone else is sent to sign in first, and
 * brought back to this same listing.
 */
export function SaveSearchButton({ filters }: { filters: ListingFilters }) {
  const { state } = useClientState();
  const location = useLocation();
  const classes = `${button.button} ${button.secondary}`;
  const signIn = (
    <Link to={signInPath(location.pathname + location.search)} className={classes}>
      Save this search
    </Link>
  );
  if (!state.signedIn) return signIn;
  return (
    <Suspense fallback={signIn}>
      <SignedInSaveSearch filters={filters} className={classes} />
    </Suspense>
  );
}
