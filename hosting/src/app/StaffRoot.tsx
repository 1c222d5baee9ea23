import { App } from 'antd';
import { Outlet } from 'react-router-dom';
import { AntdTheme } from '@/theme/AntdTheme';
import { AuthProvider } from '@/features/staff';

/**
 * Around /auth and /admin only: antd's theme, the auth state and antd's App (confirm dialogs) load
 * with the dashboard's chunk, never with the public pages.
 */
export default function StaffRoot() {
  return (
    <AntdTheme>
      <App component={false}>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </App>
    </AntdTheme>
  );
}
