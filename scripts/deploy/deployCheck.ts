// `npm test`'s deploy step: what `firebase deploy` would upload, checked on this machine without
// the network. The functions' runtime, the functions' artifact (installed from its lockfile and
// loaded as Cloud Build and firebase-tools would), Hosting's rewrites to those functions, and no
// source maps in what Hosting serves. Needs the build (hosting/dist, functions/lib), not the emulators.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ID } from '../stack/config';
import { ROOT } from '../stack/paths';
import { installedLockProblem, uploadedLockProblem } from './artifactLock';
import type { CheckResult } from './checkResult';
import { checkRuntime } from './checkRuntime';
import { functionListProblems } from './deployedFunctions';
import { discoverFunctions } from './discoverFunctions';
import { functionRewrites, functionsCodebases, hostingSites, type FirebaseJson, type FunctionsCodebase } from './firebaseJson';
import { listFiles } from './firebaseTools';
import { copyUpload, installArtifact, outerNodeModules } from './functionsArtifact';
import { isLocalOnly } from './localOnlyFiles';
import { fillNpmCache } from './npmCache';
import { summarizePaths } from './pathSummary';
import { missingRendererFiles, PAGE_TEMPLATE, templateFilesMissingFromHosting } from './rendererFiles';
import { rewriteProblems, type DeclaredRegions } from './rewriteTargets';
import { sourceMapFiles } from './sourceMaps';
import { workspaceLock } from './workspaceLock/workspaceLockFile';

const readFirebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;

/** `npm test --prepare`: what the artifact's install needs from the registry, into npm's cache. */
export const prepareDeployCheck = () => fillNpmCache(ROOT, functionsCodebases(readFirebaseJson()));

/** The files Hosting would upload, relative to its public folder(s). */
function hostingFiles(json: FirebaseJson): { files: string[]; problems: string[]; read(path: string): string } {
  const sites = hostingSites(json);
  const missing = sites.filter((site) => !existsSync(join(ROOT, site.public))).map((site) => `${site.public} is not built`);
  const listed = sites.flatMap((site) => listFiles(join(ROOT, site.public), site.ignore).map((path) => ({ site, path })));
  const publicOf = new Map(listed.map(({ site, path }) => [path, site.public]));
  return {
    files: listed.map(({ path }) => path),
    problems: missing,
    read: (path) => readFileSync(join(ROOT, publicOf.get(path)!, path), 'latin1'),
  };
}

function checkSourceMaps(hosting: ReturnType<typeof hostingFiles>, json: FirebaseJson): CheckResult {
  const publicDirs = hostingSites(json).map((site) => site.public);
  const found = sourceMapFiles(hosting.files, hosting.read);
  return {
    name: 'no source maps in Hosting',
    lines: [`${hosting.files.length} files Hosting would upload from ${publicDirs.join(', ')}`],
    problems: [
      ...hosting.problems,
      ...(found.length > 0
        ? [
            `source maps or references to them in what Hosting serves: ${found.slice(0, 5).join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}`,
          ]
        : []),
    ],
  };
}

/**
 * One codebase's upload in a folder of its own: copied, installed offline and loaded; answers what
 * it declares, or undefined when it did not load.
 */
async function checkArtifact(
  codebase: FunctionsCodebase,
  hosting: ReturnType<typeof hostingFiles>,
  result: CheckResult,
): Promise<DeclaredRegions | undefined> {
  // Outside the repository, whose node_modules would supply any package the artifact lacks.
  const dir = mkdtempSync(join(tmpdir(), 'deploy-artifact-'));
  try {
    const files = await copyUpload(ROOT, codebase, dir);
    result.lines.push(`${codebase.source}/ uploads ${files.length} files: ${summarizePaths(files)}`);
    const outer = outerNodeModules(dir);
    if (outer) {
      result.problems.push(`${outer} is above the artifact's folder ${dir}: it could supply packages the artifact lacks`);
      return undefined;
    }
    const lock = workspaceLock(ROOT, codebase.source);
    const uploadedLock = uploadedLockProblem(codebase.source, dir, lock);
    if (uploadedLock) {
      result.problems.push(uploadedLock);
      return undefined;
    }
    const localOnly = files.filter(isLocalOnly);
    if (localOnly.length > 0) {
      result.problems.push(
        `${codebase.source}/ would upload settings of the local stack only: ${localOnly.join(', ')} (add them to firebase.json's functions ignore)`,
      );
    }
    if (files.includes('lib/index.js') && !files.includes('lib/index.js.map')) {
      result.problems.push(
        `${codebase.source}/lib/index.js.map is not uploaded: the functions' stack traces would name the bundle, not the sources`,
      );
    }
    await installArtifact(dir);
    const installed = installedLockProblem(codebase.source, dir, lock);
    if (installed) result.problems.push(installed);
    else {
      const count = Object.keys(lock.lockfile.packages).length - 1;
      result.lines.push(
        `installed with npm ci from ${codebase.source}/package-lock.json (${count} packages, less the dev ones and other platforms' builds), each at the root lock's version`,
        ...lock.hostedPeers,
      );
    }
    const build = await discoverFunctions(dir, {
      source: join(ROOT, codebase.source),
      projectId: PROJECT_ID,
      runtime: codebase.runtime ?? '',
      root: ROOT,
    });
    const declared = Object.fromEntries(
      Object.entries(build.endpoints).map(([id, endpoint]) => [id, (endpoint.region ?? []).map(String)]),
    ) as DeclaredRegions;
    const described = Object.entries(declared).map(([id, regions]) => `${id} (${regions.join(', ')})`);
    result.lines.push(`loaded on Node ${process.versions.node} as project ${PROJECT_ID}: ${described.join(', ')}`);

    if (declared.site) {
      const read = (path: string) => (files.includes(path) ? readFileSync(join(dir, path), 'utf8') : undefined);
      const missing = missingRendererFiles(read);
      if (missing.length > 0)
        result.problems.push(`the site function's renderer files are missing from the artifact: ${missing.join(', ')}`);
      const template = read(PAGE_TEMPLATE);
      const unserved = template === undefined ? [] : templateFilesMissingFromHosting(template, hosting.files);
      if (unserved.length > 0) result.problems.push(`${PAGE_TEMPLATE} refers to files Hosting would not serve: ${unserved.join(', ')}`);
      else result.lines.push(`${PAGE_TEMPLATE}'s files are all in Hosting's upload`);
    }
    return declared;
  } catch (error) {
    result.problems.push(error instanceof Error ? error.message : String(error));
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs every check; a failed one does not stop the others. */
export async function checkDeploy(): Promise<CheckResult[]> {
  const json = readFirebaseJson();
  const codebases = functionsCodebases(json);
  const hosting = hostingFiles(json);
  const results = codebases.map((codebase) => checkRuntime(ROOT, codebase));
  results.push(checkSourceMaps(hosting, json));

  const artifact: CheckResult = { name: 'functions artifact', lines: [], problems: [] };
  const declared: DeclaredRegions = {};
  let loaded = true;
  for (const codebase of codebases) {
    const found = await checkArtifact(codebase, hosting, artifact);
    if (found) Object.assign(declared, found);
    else loaded = false;
  }
  if (loaded) artifact.problems.push(...functionListProblems(Object.keys(declared)));
  results.push(artifact);

  const rewrites = functionRewrites(json);
  results.push({
    name: 'Hosting rewrites to functions',
    lines: rewrites.map(({ pattern, functionId, region }) => `${pattern} → ${functionId} (${region})`),
    problems: loaded ? rewriteProblems(rewrites, declared) : ['not checked: the artifact did not load'],
  });
  return results;
}
