export const LEAD_ALERT_SETTINGS_URL = '/api/admin/settings/lead-alerts';
export const LEAD_ASSIGNMENT_SETTINGS_URL = '/api/admin/settings/lead-assignment';
