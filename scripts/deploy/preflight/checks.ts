import { apisCheck } from './checks/apisCheck';
import { appCheckCheck } from './checks/appCheckCheck';
import { authCheck } from './checks/authCheck';
import { backupsCheck } from './checks/backupsCheck';
import { basemapCheck } from './checks/basemapCheck';
import { buildAccountCheck } from './checks/buildAccountCheck';
import { configCheck } from './checks/configCheck';
import { databaseCheck } from './checks/databaseCheck';
import { functionsCheck } from './checks/functionsCheck';
import { indexesCheck } from './checks/indexesCheck';
import { runtimeAccountCheck } from './checks/runtimeAccountCheck';
import { secretsCheck } from './checks/secretsCheck';
import { storageCheck } from './checks/storageCheck';
import type { PreflightCheck } from './preflightCheck';

/**
 * Every check the preflight runs, in the order their fixes are best applied (APIs first: the
 * other checks read through them). A new requirement of production is one more PreflightCheck
 * here, in checks/, with its test.
 */
export const PREFLIGHT_CHECKS: readonly PreflightCheck[] = [
  configCheck,
  apisCheck,
  secretsCheck,
  authCheck,
  appCheckCheck,
  databaseCheck,
  backupsCheck,
  indexesCheck,
  storageCheck,
  basemapCheck,
  runtimeAccountCheck,
  buildAccountCheck,
  functionsCheck,
];
