import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Cloud Functions deploys `functions/` alone and installs only its package.json dependencies:
 * the bundle may require nothing else (no workspace package, no root-only package).
 */
describe('the deployed function bundle', () => {
  const functionsDir = join(__dirname, '..', '..');
  const bundle = readFileSync(join(functionsDir, 'lib', 'index.js'), 'utf8');
  const { dependencies } = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

  const required = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] as string);
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');

  it('requires only Node built-ins and its own dependencies', () => {
    const foreign = required.filter((specifier) => {
      const name = specifier.replace(/^node:/, '');
      return !builtinModules.includes(name) && !builtinModules.includes(packageOf(name)) && !(packageOf(specifier) in dependencies);
    });
    expect(required.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
  });

  it('inlines the shared domain package', () => {
    expect(required.some((specifier) => specifier.startsWith('@estate/'))).toBe(false);
  });
});
