import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { usePageTitle } from '../components/usePageTitle';
import { LazySearchOverlay } from '../features/search/components/LazySearchOverlay';

/** SPEC §2 /search: the search overlay, open at once; closing it returns to the home page. */
export default function SearchPage() {
  const navigate = useNavigate();
  usePageTitle('Search Properties');
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazySearchOverlay open onClose={() => navigate('/')} />
    </Suspense>
  );
}
