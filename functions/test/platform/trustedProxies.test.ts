import express from 'express';
import request from 'supertest';
import { configFromEnv } from '../../src/platform/config';
import { trustGoogleFrontEndAndHostingCdn } from '../../src/platform/http/trustedProxies';

/** What Express takes as the client's address under a `trust proxy` setting. */
function seenAddress(trustProxy: ReturnType<typeof configFromEnv>['trustProxy'], forwardedFor: string) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  return request(app)
    .get('/')
    .set('X-Forwarded-For', forwardedFor)
    .then((response) => response.text);
}

describe('trust proxy behind Firebase Hosting', () => {
  const trust = trustGoogleFrontEndAndHostingCdn;

  it.each([
    ['a visit through Hosting (IPv4 CDN edge)', '6.6.6.6, 203.0.113.7, 151.101.1.195', '203.0.113.7'],
    ['a visit through Hosting (IPv6 CDN edge)', '6.6.6.6, 2001:db8::7, 2a04:4e42:400::403', '2001:db8::7'],
    ["a direct call to the function's URL", '6.6.6.6, 5.5.5.5, 203.0.113.7', '203.0.113.7'],
    ['a direct call naming a CDN address itself', '151.101.1.195, 203.0.113.7', '203.0.113.7'],
    ['a forged CDN address further left', '1.1.1.1, 151.101.1.195, 203.0.113.7', '203.0.113.7'],
  ])('takes the address the proxies saw for %s', async (_case, chain, expected) => {
    expect(await seenAddress(trust, chain)).toBe(expected);
  });

  it('is the production default; the emulators trust nothing and TRUST_PROXY_HOPS sets a fixed count', () => {
    expect(configFromEnv({ GCLOUD_PROJECT: 'queen-city' }).trustProxy).toBe(trust);
    expect(configFromEnv({ FUNCTIONS_EMULATOR: 'true' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY_HOPS: '3' }).trustProxy).toBe(3);
    expect(() => configFromEnv({ TRUST_PROXY_HOPS: 'all' })).toThrow('TRUST_PROXY_HOPS must be a whole number from 1 up, not "all"');
  });
});
