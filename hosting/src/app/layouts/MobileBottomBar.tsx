import { AppstoreOutlined, EnvironmentOutlined, HomeOutlined, PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './MobileBottomBar.module.css';

const ITEMS: readonly { to: string; label: string; icon: ReactNode; highlighted?: boolean }[] = [
  { to: '/', label: 'Home', icon: <HomeOutlined aria-hidden /> },
  { to: '/properties', label: 'Properties', icon: <AppstoreOutlined aria-hidden /> },
  { to: '/search', label: 'Search', icon: <SearchOutlined aria-hidden />, highlighted: true },
  { to: '/neighborhoods', label: 'Areas', icon: <EnvironmentOutlined aria-hidden /> },
  { to: '/contact', label: 'Contact', icon: <PhoneOutlined aria-hidden /> },
];

/** docs/product.md#shell: the thumb-reach bar of phones; PublicLayout renders it only under MOBILE_BREAKPOINT_PX. */
export function MobileBottomBar() {
  return (
    <nav aria-label="Quick access" className={styles.bar}>
      <ul className={styles.items}>
        {ITEMS.map(({ to, label, icon, highlighted }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'} className={highlighted ? `${styles.item} ${styles.search}` : styles.item}>
              <span className={styles.icon}>{icon}</span>
              <span className={styles.label}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
