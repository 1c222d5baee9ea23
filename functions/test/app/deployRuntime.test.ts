import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The functions run on the Node major they deploy on (firebase.json's runtime), here as well as
 * in production: the bootstrap runs firebase-tools on the project's Node (the `node`
 * devDependency), and the Functions emulator starts each function on its host's Node.
 */
const firebaseJson = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
  functions: { runtime: string }[];
  emulators: { hosting: { port: number } };
};
const runtime = firebaseJson.functions[0]!.runtime;
const deployMajor = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);
const major = (version: string) => Number(version.split('.')[0]);

/** The executables of the Functions emulator's workers that serve `target` (their FUNCTION_TARGET). */
function workerExecutables(target: string): string[] {
  const executables: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (commandLine.includes('functionsEmulatorRuntime') && environment.includes(`FUNCTION_TARGET=${target}`)) {
        executables.push(readlinkSync(`/proc/${pid}/exe`));
      }
    } catch {
      // A process that ended while being read, or one of another user's.
    }
  }
  return executables;
}

describe(`the deploy runtime, ${runtime}`, () => {
  it('is the Node these tests run on', () => {
    expect(deployMajor).toBeGreaterThan(0);
    expect(major(process.versions.node)).toBe(deployMajor);
  });

  it.each([
    ['api', '/api/properties/featured'],
    ['site', '/'],
  ])('is the Node the Functions emulator runs the %s function on', async (target, path) => {
    // A request through Hosting starts the function's worker if none is running yet.
    const response = await fetch(`http://127.0.0.1:${firebaseJson.emulators.hosting.port}${path}`);
    expect(response.status).toBe(200);
    await response.text();
    const executables = workerExecutables(target);
    expect(executables.length).toBeGreaterThan(0);
    for (const executable of executables) {
      expect(major(execFileSync(executable, ['-p', 'process.versions.node'], { encoding: 'utf8' }))).toBe(deployMajor);
    }
  });
});
