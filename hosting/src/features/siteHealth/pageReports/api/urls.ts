/** Where browsers send their reports (navigator.sendBeacon). */
export const SITE_HEALTH_BEACONS_URL = '/api/site-health/beacons';
