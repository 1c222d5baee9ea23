import { SITE_URL } from './config';

/**
 * The Functions emulator runs each request in a process of its own: it starts a new one for every
 * request that finds none idle (it does not honour a function's `concurrency`), and keeps it.
 * Under the parallel browser tests, a burst of dashboard reads once started a dozen at the same
 * moment, each loading the functions' bundle on a machine already busy with two browsers: they
 * took 40 to 50 s to load, and the Hosting emulator gives up on a request after 60 s.
 *
 * So the stack caps the work the emulator runs at once (queued requests wait their turn, like
 * requests on a busy instance), and starts the `api` and `site` processes while the machine is
 * still idle: each request then finds a process ready.
 */
export const FUNCTION_WORKERS = { parallel: 8, api: 8, uploads: 2, site: 4 } as const;

/** firebase-tools' own setting for the cap. */
export const FUNCTION_WORKERS_ENV: Record<string, string> = { FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTION_WORKERS.parallel) };

/** Requests that arrive together start one process each; a failed one only leaves a process to start later. */
async function startTogether(count: number, url: string): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () =>
      fetch(url, { signal: AbortSignal.timeout(120_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}

/** Starts the `api` processes, the `uploads` ones, then the `site` ones (one batch at a time, each within the cap). */
export async function startFunctionWorkers(): Promise<void> {
  await startTogether(FUNCTION_WORKERS.api, `${SITE_URL}/api/properties/featured`);
  // A GET, which the upload route refuses at once: it only starts the `uploads` processes.
  await startTogether(FUNCTION_WORKERS.uploads, `${SITE_URL}/api/upload-multiple`);
  await startTogether(FUNCTION_WORKERS.site, `${SITE_URL}/`);
}
