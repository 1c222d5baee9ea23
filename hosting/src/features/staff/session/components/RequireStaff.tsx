import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuth } from '@/features/staff/session/AuthProvider';
import { staffSessionOf } from '@/features/staff/session/staffSession';
import { AccessDenied } from './AccessDenied';

/**
 * docs/product/dashboard.md#roles: /admin is protected; signed-out visitors sign in first. Admins and agents
 * get the dashboard (which tabs, adminTabs.tsx says); an account without a staff role sees Access Denied.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (!staffSessionOf(user)) return <AccessDenied />;
  return children;
}
