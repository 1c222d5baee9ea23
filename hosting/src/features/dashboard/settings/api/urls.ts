export const LEAD_ALERT_SETTINGS_URL = '/api/admin/settings/lead-alerts';
export const LEAD_ASSIGNMENT_SETTINGS_URL = '/api/admin/settings/lead-assignment';
/** The RESO feed's keys: GET lists, POST creates, DELETE /{id} revokes. */
export const RESO_KEYS_URL = '/api/admin/settings/reso-keys';
export const resoKeyUrl = (id: string) => `${RESO_KEYS_URL}/${encodeURIComponent(id)}`;
