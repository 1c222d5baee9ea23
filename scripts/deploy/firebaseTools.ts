// firebase-tools' own deploy rules, used as they are so that this check agrees with `firebase
// deploy`: its runtime table, how it lists the files it uploads, the environment it gives the
// functions' discovery, and the discovery itself. Internal modules, typed here as far as used.
import { createRequire } from 'node:module';
import type { RuntimeEntry } from './runtimeLifecycle';

const require = createRequire(import.meta.url);
const lib = (path: string): unknown => require(`firebase-tools/lib/${path}`);

export const supported = lib('deploy/functions/runtimes/supported') as {
  RUNTIMES: Record<string, RuntimeEntry>;
  /** Throws once `runtime` is decommissioned; logs a warning from 90 days before its deprecation. */
  guardVersionSupport(runtime: string, now?: Date): void;
};

/** Where firebase-tools' messages go (a winston logger, silent unless the CLI attaches a console). */
export const { logger } = lib('logger') as { logger: { warn(...args: unknown[]): unknown } };

/** Walks `path`, leaving out what matches any of `ignoreStrings` (minimatch, matchBase, dotfiles). */
export const { readdirRecursive } = lib('fsAsync') as {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string; mode: number }[]>;
};

/** The files Hosting uploads from its public folder, as paths relative to it. */
export const { listFiles } = lib('listFiles') as { listFiles(cwd: string, ignore?: string[]): string[] };

export const functionsEnv = lib('functions/env') as {
  /** The codebase's .env, .env.<project> and .env.<alias> files, merged. */
  loadUserEnvs(options: { functionsSource: string; projectId: string; projectDir: string; projectAlias?: string }): Record<string, string>;
  /** FIREBASE_CONFIG and GCLOUD_PROJECT. */
  loadFirebaseEnvs(firebaseConfig: object, projectId: string): Record<string, string>;
};

/** The Admin SDK config a demo project gets (a real project's comes from the Firebase API). */
export const { constructDefaultAdminSdkConfig } = lib('emulator/adminSdkConfig') as {
  constructDefaultAdminSdkConfig(projectId: string): object;
};

/** What a codebase declares, as firebase-tools reads it from the SDK's manifest. */
export interface Build {
  endpoints: Record<string, { region?: unknown[]; platform?: string }>;
}

/** Reads the manifest the SDK serves on `port` (GET /__/functions.yaml), retrying until it answers. */
export const { detectFromPort } = lib('deploy/functions/runtimes/discovery') as {
  detectFromPort(port: number, project: string, runtime: string, initialDelay?: number, timeout?: number): Promise<Build>;
};
