import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Suspense, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { AGENCY, CLIENT_ACCOUNT_PATH } from '@estate/domain';
import { PersonGlyph } from '@/components/glyphs/PersonGlyph';
import { useDisclosure } from '@/components/useDisclosure';
import { useScrollLock } from '@/components/useScrollLock';
import { LazySearchOverlay } from '@/features/listings';
import { MAIN_NAV, SCHEDULE_SHOWING_PATH } from './navigation';
import styles from './SiteHeader.module.css';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';
import { Glyph } from '@/components/glyphs/Glyph';

// Drawer and Modal code loads on first use, not with every page.
const MobileMenu = lazyWithAntdTheme(() => import('./MobileMenu').then((module) => module.default));

/** docs/product/site.md#shell: sticky header; below 1240px the links move into the hamburger's slide-in menu. */
export function SiteHeader() {
  const menu = useDisclosure();
  const search = useDisclosure();
  const hamburger = useRef<HTMLButtonElement>(null);
  useScrollLock(menu.open);

  const closeMenu = () => {
    menu.hide();
    hamburger.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {AGENCY.name}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {MAIN_NAV.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className={styles.link}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <button type="button" className={styles.iconButton} aria-label="Search properties" onClick={search.show}>
            <Glyph icon={SearchOutlined} />
          </button>
          {/* The same link for everyone (the HTML is cached): /account sends a visitor on to sign in. */}
          <Link to={CLIENT_ACCOUNT_PATH} className={styles.iconButton} aria-label="Your account: favourites and saved searches">
            <PersonGlyph />
          </Link>
          <Link to={SCHEDULE_SHOWING_PATH} className={styles.cta}>
            Schedule a Showing
          </Link>
          <button
            ref={hamburger}
            type="button"
            className={`${styles.iconButton} ${styles.hamburger}`}
            aria-label="Open menu"
            aria-expanded={menu.open}
            aria-haspopup="dialog"
            onClick={menu.show}
          >
            <Glyph icon={MenuOutlined} />
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {menu.mounted && <MobileMenu open={menu.open} onClose={closeMenu} />}
        {search.mounted && <LazySearchOverlay open={search.open} onClose={search.hide} onSearched={search.hide} />}
      </Suspense>
    </header>
  );
}
