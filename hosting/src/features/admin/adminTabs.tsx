import {
  DashboardOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  MailOutlined,
  ReadOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType, type ReactNode } from 'react';

export type AdminTabKey = 'overview' | 'properties' | 'neighborhoods' | 'testimonials' | 'blog-posts' | 'leads' | 'users';

export interface AdminTab {
  key: AdminTabKey;
  label: string;
  icon: ReactNode;
  /** SPEC §2: the mobile pills leave Users out. */
  onMobile: boolean;
  /** Each tab is its own chunk: opening the dashboard loads only the tab shown. */
  Component: ComponentType;
}

/** SPEC §2 /admin: the tabs in their order; Overview is /admin, every other tab /admin/{key}. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    key: 'overview',
    label: 'Overview',
    icon: <DashboardOutlined />,
    onMobile: true,
    Component: lazy(() => import('./overview/OverviewTab')),
  },
  {
    key: 'properties',
    label: 'Properties',
    icon: <HomeOutlined />,
    onMobile: true,
    Component: lazy(() => import('./properties/PropertiesTab')),
  },
  {
    key: 'neighborhoods',
    label: 'Neighborhoods',
    icon: <EnvironmentOutlined />,
    onMobile: true,
    Component: lazy(() => import('./neighborhoods/NeighborhoodsTab')),
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    icon: <StarOutlined />,
    onMobile: true,
    Component: lazy(() => import('./testimonials/TestimonialsTab')),
  },
  {
    key: 'blog-posts',
    label: 'Blog Posts',
    icon: <ReadOutlined />,
    onMobile: true,
    Component: lazy(() => import('./blogPosts/BlogPostsTab')),
  },
  { key: 'leads', label: 'Leads', icon: <MailOutlined />, onMobile: true, Component: lazy(() => import('./leads/LeadsTab')) },
  { key: 'users', label: 'Users', icon: <TeamOutlined />, onMobile: false, Component: lazy(() => import('./users/UsersTab')) },
];

export const adminTabPath = (key: AdminTabKey) => (key === 'overview' ? '/admin' : `/admin/${key}`);

/** The Leads tab opens this lead's detail dialog (Overview's 'View' links here). */
export const LEAD_DETAIL_PARAM = 'lead';
export const leadDetailPath = (id: string) => `${adminTabPath('leads')}?${LEAD_DETAIL_PARAM}=${encodeURIComponent(id)}`;

export const findAdminTab = (key: string | undefined) => ADMIN_TABS.find((tab) => tab.key === (key ?? 'overview'));
