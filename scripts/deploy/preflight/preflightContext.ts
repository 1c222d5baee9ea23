import { join } from 'node:path';
import { TTL_COLLECTIONS } from '../../../functions/src/seeding';
import { ROOT } from '../../stack/paths';
import type { DeployTarget } from '../deployTarget';
import { discoverFunctions } from '../discoverFunctions';
import { functionsCodebases } from '../firebaseJson';
import { functionsEnvFor, readFirebaseJson, readRepositoryJson } from '../projectFiles';
import type { GoogleApi } from '../google/googleApi';
import { declaredFunctions, type BuildManifest } from './declaredFunctions';
import type { PreflightContext } from './preflightCheck';

/** What firebase.json deploys, besides the emulators' settings. */
const PRODUCTS = ['hosting', 'functions', 'firestore', 'storage'] as const;

/**
 * Everything the checks read, from this repository (firebase.json, firestore.indexes.json, the
 * functions' .env files) and from the built functions, loaded in place as `firebase deploy`
 * discovers them, with the target project's environment. Needs the build (functions/lib).
 */
export async function preflightContext(target: DeployTarget, google: GoogleApi): Promise<PreflightContext> {
  const json = readFirebaseJson();
  const codebases = functionsCodebases(json);
  const manifests: BuildManifest[] = [];
  for (const codebase of codebases) {
    const source = join(ROOT, codebase.source);
    manifests.push(
      await discoverFunctions(source, {
        source,
        projectId: target.projectId,
        ...(target.alias ? { projectAlias: target.alias } : {}),
        runtime: codebase.runtime ?? '',
        root: ROOT,
        bin: join(ROOT, 'node_modules', '.bin', 'firebase-functions'),
      }),
    );
  }
  const manifest: BuildManifest = {
    endpoints: Object.assign({}, ...manifests.map((built) => built.endpoints)),
    params: manifests.flatMap((built) => built.params ?? []),
    requiredAPIs: manifests.flatMap((built) => built.requiredAPIs ?? []),
  };
  return {
    projectId: target.projectId,
    ...functionsEnvFor(target),
    buildEnv: process.env,
    declared: declaredFunctions(manifest),
    codebases: codebases.map((codebase) => codebase.codebase ?? 'default'),
    products: PRODUCTS.filter((product) => json[product] !== undefined),
    indexes: readRepositoryJson(json.firestore?.indexes ?? 'firestore.indexes.json'),
    ttlCollections: TTL_COLLECTIONS,
    google,
    publicFetch: fetch,
  };
}
