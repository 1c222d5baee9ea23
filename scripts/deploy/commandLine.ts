import { stopAllGroups } from '../stack/processes';
import { messageOf } from './messageOf';

/**
 * Runs a deploy command to its end: exit code 0 when it answers true, 1 when it answers false or
 * fails (its message printed). Ctrl-C or SIGTERM stops whatever it started (a build, a deploy).
 */
export function runCommand(main: () => Promise<boolean>): void {
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopAllGroups().finally(() => process.exit(130)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // From a promise, so that a throw before main's first await (a bad option) is reported as one.
  Promise.resolve()
    .then(main)
    .then(
      (ok) => {
        process.exitCode = ok ? 0 : 1;
      },
      (error: unknown) => {
        console.error(messageOf(error));
        process.exitCode = 1;
      },
    );
}
