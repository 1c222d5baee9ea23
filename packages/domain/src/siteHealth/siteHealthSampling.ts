/**
 * docs/product/dashboard.md#site-health: how many page views report, and how much each may send. Apart from
 * the beacon's schema (and yup): every page's entry reads these.
 */

/**
 * The share of page views that report: each view draws once, so its measurements and errors are
 * reported together or not at all. A site served from this machine (the local stack, the tests)
 * reports every view: siteHealthSampleRate.
 */
export const SITE_HEALTH_SAMPLE_RATE = 0.5;

/** The most a page view reports, however long it stays open and however often it fails; a beacon carries no more. */
export const SITE_HEALTH_EVENTS_PER_VIEW = 20;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host of an origin such as 'http://localhost:5000' (SITE_ORIGIN is checked to be one when the site is built). */
const hostOf = (origin: string) => origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/:\d+$/, '');

/** The share of page views a build for `siteOrigin` (its SITE_ORIGIN) reports: all of them on a loopback address. */
export const siteHealthSampleRate = (siteOrigin: string): number => (LOOPBACK_HOSTS.has(hostOf(siteOrigin)) ? 1 : SITE_HEALTH_SAMPLE_RATE);
