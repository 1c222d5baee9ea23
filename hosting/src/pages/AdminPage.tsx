import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { ADMIN_TAB_CONTENT, AdminLayout, preloadAdminTab } from '@/features/dashboard';
import { useStaffSession, AccessDenied, RequireStaff, StepUpPrompt } from '@/features/staff';
import { adminTabPath, canOpen, findAdminTab } from '@/features/staff';

/** The dashboard's own way back, where a tab is denied or unknown; its header signs out. */
function BackToOverview() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(adminTabPath('overview'))}>
      Back to the Overview
    </Button>
  );
}

function AdminTabContent() {
  const tab = findAdminTab(useParams().tab);
  const { role } = useStaffSession();
  const allowed = tab !== undefined && canOpen(role, tab);
  usePageMeta({ title: !tab ? 'Page Not Found' : allowed ? `${tab.label} · Staff Dashboard` : 'Access Denied' });
  if (!tab) {
    return (
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Page Not Found</h1>}
        subTitle="The dashboard has no such page."
        extra={<BackToOverview />}
      />
    );
  }
  // Only a role that may open the tab sees it (its code may have loaded: AdminPage asks for it early).
  if (!allowed) return <AccessDenied actions={[<BackToOverview key="overview" />]} />;
  // Its loading spinner is the layout's (AdminLayout): the tab's boundary.
  const Content = ADMIN_TAB_CONTENT[tab.key];
  return <Content />;
}

/** docs/product/dashboard.md#dashboard: the staff dashboard, each tab for the roles adminTabs.tsx gives it. */
export default function AdminPage() {
  // The tab's code downloads while RequireStaff waits for GET /api/user, instead of after it: by
  // then it is in, and the tab renders with the layout instead of behind the layout's spinner.
  preloadAdminTab(useParams().tab);
  return (
    <RequireStaff>
      <AdminLayout>
        <AdminTabContent />
      </AdminLayout>
      <StepUpPrompt />
    </RequireStaff>
  );
}
