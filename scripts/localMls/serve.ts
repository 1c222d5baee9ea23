// `npm run mls:serve [-- --listings 50000 --seed 46 --page-sizes 97,100,33]`: the local MLS on its
// fixed loopback port, with the local demo client's credentials, until Ctrl-C (docs/local-mls.md).
import { parseArgs } from 'node:util';
import { LOCAL_MLS_DEMO_CLIENT, LOCAL_MLS_PORT } from '../stack/localMlsSource';
import { DEFAULT_LISTING_COUNT, DEFAULT_ORIGINATING_SYSTEM, DEFAULT_SEED, startLocalMls } from './localMls';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: String(DEFAULT_LISTING_COUNT) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    port: { type: 'string', default: String(LOCAL_MLS_PORT) },
    'originating-system': { type: 'string', default: DEFAULT_ORIGINATING_SYSTEM },
    'page-sizes': { type: 'string' },
    'token-lifetime': { type: 'string', default: '3600' },
  },
});

const whole = (name: string, text: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, not "${text}"`);
    process.exit(2);
  }
  return value;
};

const startedAt = Date.now();
const mls = await startLocalMls({
  ...LOCAL_MLS_DEMO_CLIENT,
  port: whole('port', values.port),
  listings: whole('listings', values.listings),
  seed: whole('seed', values.seed),
  originatingSystemName: values['originating-system'],
  tokenLifetimeS: whole('token-lifetime', values['token-lifetime']),
  ...(values['page-sizes'] ? { pageSizes: values['page-sizes'].split(',').map((size) => whole('page-sizes', size)) } : {}),
});
const { listings } = mls.control.state();
console.log(`The local MLS serves ${listings} listings (${mls.originatingSystemName}), made in ${Date.now() - startedAt} ms:
  token URL   ${mls.tokenUrl}   client id ${LOCAL_MLS_DEMO_CLIENT.clientId}, secret ${LOCAL_MLS_DEMO_CLIENT.clientSecret} (local demo only)
  resource    ${mls.baseUrl}/Property
  control     ${mls.url}/_control/state
Ctrl-C stops it.`);

const stop = () => void mls.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
