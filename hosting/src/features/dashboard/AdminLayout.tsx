import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { AGENCY } from '@estate/domain';
import { PageSpinner } from '@/components/PageSpinner';
import { displayName, useAuth, useStaffSession } from '@/features/staff';
import { adminTabPath, tabsFor } from '@/features/staff';
import { ADMIN_TAB_CONTENT } from './adminTabContent';
import { LiveInbox, StartLiveInbox } from './realtime/LiveInbox';
import { NewLeadsBadge } from './realtime/NewLeadsBadge';
import styles from './AdminLayout.module.css';

/**
 * docs/product/dashboard.md#dashboard: header with the user's name and 'Logout'; a side navigation on desktop that
 * becomes a row of horizontal pills (without Users) below 768px. Only the tabs of the
 * signed-in staff member's role, and the live inbox with the Leads tab's count of new leads.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { logout, loggingOut } = useAuth();
  const { user, role } = useStaffSession();
  const navigate = useNavigate();

  const onLogout = async () => {
    try {
      await logout();
      void navigate('/auth', { replace: true });
    } catch {
      // The toast has said it failed; the user stays signed in.
    }
  };

  return (
    <LiveInbox user={user}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <Link to="/" className={styles.brand}>
            {AGENCY.name}
            <span className={styles.badge}>Staff</span>
          </Link>
          <div className={styles.account}>
            <span className={styles.userName}>{displayName(user)}</span>
            <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void onLogout()} disabled={loggingOut}>
              Logout
            </Button>
          </div>
        </header>
        <div className={styles.body}>
          <nav aria-label="Dashboard" className={styles.nav}>
            <ul className={styles.tabs}>
              {tabsFor(role).map((tab) => (
                <li key={tab.key} className={tab.onMobile ? undefined : styles.desktopOnly}>
                  {/* Pointing at a tab or focusing it fetches its code, so a click seldom waits for it. */}
                  <NavLink
                    to={adminTabPath(tab.key)}
                    end
                    className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
                    onPointerEnter={ADMIN_TAB_CONTENT[tab.key].preload}
                    onFocus={ADMIN_TAB_CONTENT[tab.key].preload}
                  >
                    <span aria-hidden className={styles.icon}>
                      {tab.icon}
                    </span>
                    {tab.label}
                    {tab.key === 'leads' && <NewLeadsBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main className={styles.main}>
            {/* The tab's boundary: the live inbox starts once the tab's code and first data are shown. */}
            <Suspense fallback={<PageSpinner />}>
              {children}
              <StartLiveInbox />
            </Suspense>
          </main>
        </div>
      </div>
    </LiveInbox>
  );
}
