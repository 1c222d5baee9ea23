import { Drawer } from 'antd';
import { Link, NavLink } from 'react-router-dom';
import { MAIN_NAV, SCHEDULE_SHOWING_PATH } from './navigation';
import styles from './MobileMenu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The slide-in menu behind the hamburger: the header's links; a link, Escape or the close button closes it. */
export default function MobileMenu({ open, onClose }: Props) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={320} title="Menu" classNames={{ body: styles.body }}>
      <nav aria-label="Mobile">
        <ul className={styles.links}>
          {MAIN_NAV.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end={to === '/'} className={styles.link} onClick={onClose}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={SCHEDULE_SHOWING_PATH} className={styles.cta} onClick={onClose}>
        Schedule a Showing
      </Link>
    </Drawer>
  );
}
