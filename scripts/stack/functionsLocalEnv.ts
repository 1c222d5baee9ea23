import { join } from 'node:path';
import { envFileValues, setEnvFileValue } from './envFiles';
import { ROOT } from './paths';

// The functions' local settings, as the Functions emulator hands them over: functions/.secret.local
// (committed: the local stack's stand-in secrets, never a real one) and functions/.env.local (not
// committed: the local stack's parameters, which the emulator also writes a parameter's default into).

const SECRETS_FILE = join(ROOT, 'functions', '.secret.local');
const PARAMS_FILE = join(ROOT, 'functions', '.env.local');

/** The local secrets: the mail server, the links' signing secret, the local MLS's demo client. */
export const localSecrets = (): Record<string, string> => envFileValues(SECRETS_FILE);

/** Sets one of the functions' parameters in functions/.env.local, before the emulators start and read it. */
export const setLocalParam = (name: string, value: string) => setEnvFileValue(PARAMS_FILE, name, value);

/**
 * MLS_SOURCES and MLS_CREDENTIALS as a command on the local stack reads them: from its environment,
 * else as the local functions have them (the local MLS, when the stack runs one).
 */
export const localMlsSettings = () => ({
  sources: process.env.MLS_SOURCES ?? envFileValues(PARAMS_FILE).MLS_SOURCES ?? '[]',
  credentials: process.env.MLS_CREDENTIALS ?? localSecrets().MLS_CREDENTIALS ?? '{}',
});
