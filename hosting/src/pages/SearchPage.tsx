import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { usePageMeta } from '../components/pageMeta/usePageMeta';
import { useHydrated } from '../components/useHydrated';
import { LazySearchOverlay } from '../features/search/components/LazySearchOverlay';

/** SPEC §2 /search: the search overlay, open at once; closing it returns to the home page. */
export default function SearchPage() {
  const navigate = useNavigate();
  usePageMeta({ title: 'Search Properties' });
  // The overlay is a dialog in a portal, which only the browser renders.
  if (!useHydrated()) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazySearchOverlay open onClose={() => navigate('/')} />
    </Suspense>
  );
}
