import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { MarketReportPopupHost } from '@/features/leads';
import { MobileBottomBar } from './MobileBottomBar';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './PublicLayout.module.css';

/**
 * The shell around every public page (docs/product/site.md#shell): header, page, footer, bottom bar and
 * popup. `oneTask`: its pages serve one task (a door's check-in, an email's link), which the
 * market-report popup never covers.
 */
export function PublicLayout({ oneTask = false }: { oneTask?: boolean }) {
  const { pathname } = useLocation();

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <MobileBottomBar />
      {/* The search overlay fills the screen on /search: the popup waits until the visitor leaves. */}
      <MarketReportPopupHost suppressed={pathname === '/search' || oneTask} />
      <ScrollOnNavigate />
    </div>
  );
}
