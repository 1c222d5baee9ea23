import proxyAddr from 'proxy-addr';

/**
 * Firebase Hosting's CDN (Fastly) addresses, from https://api.fastly.com/public-ip-list
 * (checked 2026-11). Fastly announces changes to the list in advance on its status page.
 */
export const HOSTING_CDN_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
] as const;

const isHostingCdn = proxyAddr.compile([...HOSTING_CDN_RANGES]);

/**
 * Express `trust proxy` for a function behind Firebase Hosting. Express walks from the socket
 * (hop 0) leftwards through X-Forwarded-For and takes the first address it does not trust.
 *
 * - Hop 0, the socket, is Google's front end, which appends the address that connected to it.
 * - Hop 1, that address, is Hosting's CDN when the request came through the site; the CDN
 *   appended the visitor's address before it. Anything else at hop 1 is a client that called
 *   the function's own URL directly, and is the client.
 *
 * Whatever a client writes into X-Forwarded-For itself stays to the left of those entries and
 * is never reached. A fixed hop count would be forgeable: a direct call has one hop fewer.
 *
 * The address found is only as good as Fastly's customers are honest: these ranges serve every
 * Fastly customer, and any of them can put a service of their own in front of the function's URL
 * and write whatever address they like at hop 1. So `req.ip` keys abuse throttling only (the
 * per-client rate limits, the login throttle's per-client counts) and is never the sole guard of
 * a security decision: sign-in also caps each account whatever the address (staff/loginThrottleService.ts).
 */
export function trustGoogleFrontEndAndHostingCdn(address: string, hop: number): boolean {
  return hop === 0 || (hop === 1 && isHostingCdn(address, hop));
}
