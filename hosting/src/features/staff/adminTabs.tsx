import {
  AuditOutlined,
  CalendarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  LockOutlined,
  MailOutlined,
  MonitorOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SafetyOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { STAFF_ROLES, type Role } from '@estate/domain';

export type AdminTabKey =
  | 'overview'
  | 'properties'
  | 'private-listings'
  | 'open-houses'
  | 'neighborhoods'
  | 'testimonials'
  | 'blog-posts'
  | 'leads'
  | 'showings'
  | 'users'
  | 'settings'
  | 'site-health'
  | 'audit-log'
  | 'security';

export interface AdminTab {
  key: AdminTabKey;
  label: string;
  icon: ReactNode;
  /** docs/product/dashboard.md#dashboard: the mobile pills leave Users out (and Settings and Site Health, which came later). */
  onMobile: boolean;
  /** Who sees the tab; to anyone else it is absent and its address shows Access Denied. */
  roles: readonly Role[];
}

const ADMINS: readonly Role[] = ['admin'];
const ALL_STAFF: readonly Role[] = STAFF_ROLES;

/**
 * docs/product/dashboard.md#dashboard: the tabs in their order; Overview is /admin, every other tab /admin/{key}. The
 * one table of who may open what in the dashboard (the API checks the same on every call).
 * What each tab shows is in adminTabContent.tsx, so the tabs can use this list without a cycle.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'overview', label: 'Overview', icon: <DashboardOutlined />, onMobile: true, roles: ALL_STAFF },
  { key: 'properties', label: 'Properties', icon: <HomeOutlined />, onMobile: true, roles: ADMINS },
  // docs/product/private-collection.md#private-collection: each agent answers the requests for their own listings.
  { key: 'private-listings', label: 'Private Listings', icon: <LockOutlined />, onMobile: true, roles: ALL_STAFF },
  // docs/product/open-houses.md#open-houses: each agent manages the open houses of their listings and those they host.
  { key: 'open-houses', label: 'Open Houses', icon: <ScheduleOutlined />, onMobile: true, roles: ALL_STAFF },
  { key: 'neighborhoods', label: 'Neighborhoods', icon: <EnvironmentOutlined />, onMobile: true, roles: ADMINS },
  { key: 'testimonials', label: 'Testimonials', icon: <StarOutlined />, onMobile: true, roles: ADMINS },
  { key: 'blog-posts', label: 'Blog Posts', icon: <ReadOutlined />, onMobile: true, roles: ADMINS },
  { key: 'leads', label: 'Leads', icon: <MailOutlined />, onMobile: true, roles: ALL_STAFF },
  // docs/product/dashboard.md#showings-tab: each member's own hours, blocked times, bookings and calendar link.
  { key: 'showings', label: 'Showings', icon: <CalendarOutlined />, onMobile: true, roles: ALL_STAFF },
  { key: 'users', label: 'Users', icon: <TeamOutlined />, onMobile: false, roles: ADMINS },
  { key: 'settings', label: 'Settings', icon: <SettingOutlined />, onMobile: false, roles: ADMINS },
  // docs/product/dashboard.md#site-health: the site's Core Web Vitals, browser errors and health checks.
  { key: 'site-health', label: 'Site Health', icon: <MonitorOutlined />, onMobile: false, roles: ADMINS },
  // docs/product/dashboard.md#audit-log: admins see everyone's entries, an agent their own.
  { key: 'audit-log', label: 'Audit Log', icon: <AuditOutlined />, onMobile: true, roles: ALL_STAFF },
  // docs/product/dashboard.md#sign-in-and-security: each member's own passkeys, authenticator app and recovery codes.
  { key: 'security', label: 'Sign-in & security', icon: <SafetyOutlined />, onMobile: false, roles: ALL_STAFF },
];

export const adminTabPath = (key: AdminTabKey) => (key === 'overview' ? '/admin' : `/admin/${key}`);

/** The Leads tab opens this lead's detail dialog (Overview's 'View' links here). */
export const LEAD_DETAIL_PARAM = 'lead';
export const leadDetailPath = (id: string) => `${adminTabPath('leads')}?${LEAD_DETAIL_PARAM}=${encodeURIComponent(id)}`;

export const findAdminTab = (key: string | undefined) => ADMIN_TABS.find((tab) => tab.key === (key ?? 'overview'));

/** May this role open the tab? */
export const canOpen = (role: Role, tab: AdminTab) => tab.roles.includes(role);

/** The tabs this role sees, in their order. */
export const tabsFor = (role: Role) => ADMIN_TABS.filter((tab) => canOpen(role, tab));
