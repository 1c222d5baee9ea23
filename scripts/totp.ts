import { DEMO_TOTP_SECRET } from './stack/config';
import { totp } from '../functions/src/seeding';

// `npm run totp`: the local demo accounts' authenticator app code now (emulators only; docs/development.md).
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.codeAt(DEMO_TOTP_SECRET)}  (valid ${left} s more; secret ${DEMO_TOTP_SECRET})`);
