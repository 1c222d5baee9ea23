import { Result } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { usePageMeta } from '../components/pageMeta/usePageMeta';
import { ADMIN_TAB_CONTENT } from '../features/admin/adminTabContent';
import { findAdminTab } from '../features/admin/adminTabs';
import { AdminLayout } from '../features/admin/AdminLayout';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';

function AdminTabContent() {
  const tab = findAdminTab(useParams().tab);
  usePageMeta({ title: tab ? `${tab.label} · Staff Dashboard` : 'Page Not Found' });
  if (!tab) return <Result status="404" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Page Not Found</h1>} />;
  const Content = ADMIN_TAB_CONTENT[tab.key];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Content />
    </Suspense>
  );
}

/** SPEC §2 /admin and /admin/{tab}: the staff dashboard, for admins only. */
export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <AdminTabContent />
      </AdminLayout>
    </RequireAdmin>
  );
}
