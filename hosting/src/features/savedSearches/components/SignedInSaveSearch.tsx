import { Suspense, useState } from 'react';
import type { ListingFilters } from '@/features/listings';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

/* The dialog (antd, its form) loads when it is opened. */
const LazySaveSearchDialog = lazyWithAntdTheme(() => import('./SaveSearchDialog').then((module) => module.SaveSearchDialog));

/** A signed-in client's "Save this search": the button that opens the dialog naming the search. */
export function SignedInSaveSearch({ filters, className }: { filters: ListingFilters; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
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
