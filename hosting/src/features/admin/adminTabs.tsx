import {
  DashboardOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  MailOutlined,
  ReadOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export type AdminTabKey = 'overview' | 'properties' | 'neighborhoods' | 'testimonials' | 'blog-posts' | 'leads' | 'users' | 'settings';

export interface AdminTab {
  key: AdminTabKey;
  label: string;
  icon: ReactNode;
  /** SPEC §2: the mobile pills leave Users out (and Settings, which came later). */
  onMobile: boolean;
}

/**
 * SPEC §2 /admin: the tabs in their order; Overview is /admin, every other tab /admin/{key}.
 * What each tab shows is in adminTabContent.tsx, so the tabs can use this list without a cycle.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'overview', label: 'Overview', icon: <DashboardOutlined />, onMobile: true },
  { key: 'properties', label: 'Properties', icon: <HomeOutlined />, onMobile: true },
  { key: 'neighborhoods', label: 'Neighborhoods', icon: <EnvironmentOutlined />, onMobile: true },
  { key: 'testimonials', label: 'Testimonials', icon: <StarOutlined />, onMobile: true },
  { key: 'blog-posts', label: 'Blog Posts', icon: <ReadOutlined />, onMobile: true },
  { key: 'leads', label: 'Leads', icon: <MailOutlined />, onMobile: true },
  { key: 'users', label: 'Users', icon: <TeamOutlined />, onMobile: false },
  { key: 'settings', label: 'Settings', icon: <SettingOutlined />, onMobile: false },
];

export const adminTabPath = (key: AdminTabKey) => (key === 'overview' ? '/admin' : `/admin/${key}`);

/** The Leads tab opens this lead's detail dialog (Overview's 'View' links here). */
export const LEAD_DETAIL_PARAM = 'lead';
export const leadDetailPath = (id: string) => `${adminTabPath('leads')}?${LEAD_DETAIL_PARAM}=${encodeURIComponent(id)}`;

export const findAdminTab = (key: string | undefined) => ADMIN_TABS.find((tab) => tab.key === (key ?? 'overview'));
