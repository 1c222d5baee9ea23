/** The staff feature's public entry: the dashboard's tab table (who may open what) and the staff list, which every dashboard feature shares. Other features import only this (eslint.config.mjs). */
export {
  type AdminTab,
  type AdminTabKey,
  adminTabPath,
  canOpen,
  findAdminTab,
  LEAD_DETAIL_PARAM,
  leadDetailPath,
  tabsFor,
} from './adminTabs';
export { STAFF_URL, useStaff } from './api/getStaff';
export { availableAgents, staffOption } from './staffMembers';
export * from './session';
export * from './users';
export * from './factors';
