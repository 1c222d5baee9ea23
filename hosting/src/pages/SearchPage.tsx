import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useHydrated } from '@/components/useHydrated';
import styles from './SearchPage.module.css';
import { LazySearchOverlay } from '@/features/listings';

/** docs/product/site.md#search-page: the search overlay, open at once; closing it returns to the home page. */
export default function SearchPage() {
  const navigate = useNavigate();
  usePageMeta({ title: 'Search Properties' });
  // The overlay is a dialog in a portal, which only the browser renders; it opens right after
  // hydration. Without JavaScript, the listing's own search form is one link away.
  if (!useHydrated()) {
    return (
      <noscript>
        <section className={styles.fallback}>
          <h1>Search Properties</h1>
          <p>
            Search every listing by keyword, neighborhood, type, price and bedrooms on <a href="/properties">our properties page</a>.
          </p>
        </section>
      </noscript>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazySearchOverlay open onClose={() => navigate('/')} />
    </Suspense>
  );
}
