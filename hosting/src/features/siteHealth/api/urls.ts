/** Where browsers send their reports (navigator.sendBeacon). */
export const SITE_HEALTH_BEACONS_URL = '/api/site-health/beacons';
/** The Site Health tab's figures, admins only. */
export const SITE_HEALTH_URL = '/api/admin/site-health';
