import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { CheckResult } from './checkResult';
import type { FunctionsCodebase } from './firebaseJson';
import { logger, supported } from './firebaseTools';
import { enginesNodeMajor, runtimeNodeMajor, UPGRADE_NOTICE_DAYS, upgradeDue } from './runtimeLifecycle';

/** Runs firebase-tools' own guard as `firebase deploy` does; answers what it threw or warned. */
function guardProblems(runtime: string, now: Date): string[] {
  const warnings: string[] = [];
  const warn = logger.warn;
  logger.warn = (...args: unknown[]) => {
    warnings.push(
      args
        .filter((arg) => typeof arg === 'string')
        .map((text) => stripVTControlCharacters(text))
        .join(' '),
    );
  };
  try {
    supported.guardVersionSupport(runtime, now);
  } catch (error) {
    return [`firebase-tools refuses to deploy it: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    logger.warn = warn;
  }
  return warnings.map((warning) => `firebase-tools warns on deploy: ${warning}`);
}

/**
 * The codebase's runtime (firebase.json) is one firebase-tools deploys today without a warning and
 * is not yet within UPGRADE_NOTICE_DAYS of its deprecation; functions/package.json's engines and
 * the Node running this step (the project's own, node_modules/.bin/node) are of its major version.
 */
export function checkRuntime(root: string, codebase: FunctionsCodebase, now = new Date()): CheckResult {
  const name = `runtime (${codebase.codebase ?? codebase.source})`;
  const { runtime } = codebase;
  if (!runtime) return { name, lines: [], problems: [`firebase.json: functions codebase "${codebase.source}" names no runtime`] };
  const entry = supported.RUNTIMES[runtime];
  if (!entry) {
    const known = Object.keys(supported.RUNTIMES).join(', ');
    return { name, lines: [], problems: [`firebase.json: runtime ${runtime} is not in firebase-tools' runtime table (${known})`] };
  }
  const noticeFrom = new Date(new Date(entry.deprecationDate).getTime() - UPGRADE_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const lines = [
    `${runtime} (${entry.friendly}): deprecated ${entry.deprecationDate}, decommissioned ${entry.decommissionDate}; ` +
      `this check fails from ${noticeFrom.toISOString().slice(0, 10)}`,
  ];
  const problems = guardProblems(runtime, now);
  const due = upgradeDue(runtime, entry, now);
  if (due) problems.push(due);

  const major = runtimeNodeMajor(runtime);
  if (major === undefined) return { name, lines, problems: [...problems, `${runtime} is not a Node.js runtime`] };
  const packageJson = join(codebase.source, 'package.json');
  const { engines } = JSON.parse(readFileSync(join(root, packageJson), 'utf8')) as { engines?: { node?: string } };
  const engine = enginesNodeMajor(engines?.node);
  const here = process.versions.node;
  lines.push(`${packageJson} engines.node "${engines?.node ?? ''}"; this step runs on Node ${here}`);
  if (engine !== major) problems.push(`${packageJson} engines.node is "${engines?.node ?? ''}", not Node ${major} as ${runtime}`);
  if (Number(here.split('.')[0]) !== major) {
    problems.push(`the tests run on Node ${here}, not on ${runtime}'s Node ${major}: update the root package.json's "node" devDependency`);
  }
  return { name, lines, problems };
}
