// `npm run monitoring:apply -- --project <alias|id> --email <address>`: puts monitoring/ (alert
// policies, the uptime check on /api/health, the log-based metrics) into the project's Cloud
// Monitoring, every alert to <address>. Idempotent; says what it created, updated or deleted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as domain from '@estate/domain';
import { functionsEnvFor, targetOf } from '../deploy/projectFiles';
import { ROOT } from '../stack/paths';
import { applyMonitoring } from './applyMonitoring';
import { googleMonitoringApi } from './googleMonitoringApi';
import { readMonitoringFiles } from './monitoringFiles';
import { scheduledFunctions } from './schedules';

const USAGE = 'Usage: npm run monitoring:apply -- --project <alias|project id> --email <address>';

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' }, email: { type: 'string' } } });
  if (!values.project || !values.email) throw new Error(USAGE);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) throw new Error(`"${values.email}" is not an email address`);

  const target = targetOf(values.project);
  const { projectId, alias } = target;
  // The functions' own SITE_ORIGIN (functions/.env.<project or alias>): the address the site answers on.
  const { env } = functionsEnvFor(target);
  const siteOrigin = env.SITE_ORIGIN ?? process.env.SITE_ORIGIN;
  if (!siteOrigin?.startsWith('https://')) {
    throw new Error(`SITE_ORIGIN is not set to an https:// address in functions/.env.${alias ?? projectId} (docs/operations.md)`);
  }

  const api = googleMonitoringApi(projectId);
  try {
    await applyMonitoring(
      api,
      readMonitoringFiles(join(ROOT, 'monitoring')),
      {
        projectId,
        siteHost: new URL(siteOrigin).host,
        email: values.email,
        schedules: scheduledFunctions(readFileSync(join(ROOT, 'functions', 'src', 'index.ts'), 'utf8'), domain),
      },
      (line) => console.log(`[monitoring] ${line}`),
    );
  } finally {
    await api.close();
  }
  console.log(`[monitoring] ${projectId}: every alert goes to ${values.email}.`);
}

main().catch((error: unknown) => {
  console.error(`[monitoring] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
