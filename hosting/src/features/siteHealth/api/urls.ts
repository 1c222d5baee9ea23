/** The Site Health tab's figures, admins only. */
export const SITE_HEALTH_URL = '/api/admin/site-health';
