import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuth } from '../AuthProvider';
import { AccessDenied } from './AccessDenied';

/** SPEC §6: /admin is protected; signed-out visitors sign in first, non-admins see Access Denied. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (user.role !== 'admin') return <AccessDenied />;
  return children;
}
