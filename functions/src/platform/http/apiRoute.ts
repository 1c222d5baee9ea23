const API_PREFIX = '/api';

/** A route as a router declares it, mounted under /api, from its full path as the domain names it (LEAD_EXPORTS_PATH). */
export const apiRoute = (path: string): string => path.slice(API_PREFIX.length);
