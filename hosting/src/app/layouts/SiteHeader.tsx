import { Layout } from 'antd';
import { Link, NavLink } from 'react-router-dom';
import { AGENCY } from '@estate/domain';
import { MAIN_NAV } from './navigation';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <Layout.Header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {AGENCY.name}
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        {MAIN_NAV.map(({ to, label }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/'}
            className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Link to="/schedule-showing" className={styles.cta}>
        Schedule a Showing
      </Link>
    </Layout.Header>
  );
}
