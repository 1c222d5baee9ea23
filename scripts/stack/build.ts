import { run } from './run';

/** Builds the function bundle and the site, the two things the emulators serve. */
export async function buildAll(): Promise<void> {
  await run('build', 'npm', ['run', 'build', '--silent']);
}
