import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './MobileBottomBar.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

const ITEMS: readonly { to: string; label: string; icon: ReactNode; highlighted?: boolean }[] = [
  { to: '/', label: 'Home', icon: <Glyph icon={HomeOutlined} /> },
  { to: '/properties', label: 'Properties', icon: <Glyph icon={AppstoreOutlined} /> },
  { to: '/search', label: 'Search', icon: <Glyph icon={SearchOutlined} />, highlighted: true },
  { to: '/neighborhoods', label: 'Areas', icon: <Glyph icon={EnvironmentOutlined} /> },
  { to: '/contact', label: 'Contact', icon: <Glyph icon={PhoneOutlined} /> },
];

/** docs/product/site.md#shell: the thumb-reach bar of phones; shown only under MOBILE_BREAKPOINT_PX (its CSS). */
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
