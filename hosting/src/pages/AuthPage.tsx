import { Card } from 'antd';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AGENCY } from '@estate/domain';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useAuth, LoginForm } from '@/features/staff';
import styles from './AuthPage.module.css';

/** Where RequireStaff sent the visitor from, if it is a dashboard address. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/admin') ? from : '/admin';
}

/** docs/product/clients.md#sign-in: the staff login card; a signed-in user goes straight to the dashboard. */
export default function AuthPage() {
  usePageMeta({ title: 'Staff Login' });
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = returnPath(location.state);

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={target} replace />;

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Link to="/" className={styles.brand}>
          {AGENCY.name}
        </Link>
        <h1 className={styles.title}>Staff Login</h1>
        <p className={styles.lead}>Sign in to manage listings, content and leads.</p>
        <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
      </Card>
    </main>
  );
}
