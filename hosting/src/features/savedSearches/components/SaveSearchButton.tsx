import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import button from '@/components/button.module.css';
import { signInPath, useClientState } from '@/features/clients';
import type { ListingFilters } from '@/features/listings';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

/* The dialog (antd, its form) loads when it is opened: the listing's first load carries none of it. */
const LazySaveSearchDialog = lazyWithAntdTheme(() => import('./SaveSearchDialog').then((module) => module.SaveSearchDialog));

/**
 * "Save this search" on /properties (docs/product/clients.md#saved-searches-and-alerts): a signed-in client
 * names the search and picks how often its alerts come; anyone else is sent to sign in first, and
 * brought back to this same listing.
 */
export function SaveSearchButton({ filters }: { filters: ListingFilters }) {
  const { state } = useClientState();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const classes = `${button.button} ${button.secondary}`;

  if (!state.signedIn) {
    return (
      <Link to={signInPath(location.pathname + location.search)} className={classes}>
        Save this search
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={classes} onClick={() => setOpen(true)}>
        Save this search
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazySaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
