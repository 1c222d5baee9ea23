import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useAuth } from '@/features/staff/session/AuthProvider';

/**
 * docs/product/api.md#errors: what a signed-in user without the admin role sees on an admin route. Its own actions
 * lead back to the site or sign out; the dashboard, whose header signs out, gives its own.
 */
export function AccessDenied({ actions }: { actions?: ReactNode[] }) {
  usePageMeta({ title: 'Access Denied' });
  const { logout, loggingOut } = useAuth();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Access Denied</h1>}
      subTitle="You need admin privileges to access this page."
      extra={
        actions ?? [
          <Button key="home" type="primary" onClick={() => void navigate('/')}>
            Back to the website
          </Button>,
          <Button key="logout" onClick={() => void logout().catch(() => undefined)} disabled={loggingOut}>
            Logout
          </Button>,
        ]
      }
    />
  );
}
