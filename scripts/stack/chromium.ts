import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromiumPaths';
import { run } from './run';

/** Debian's packages of the browsers the tests drive (Playwright cannot download browsers here). */
const BROWSERS = [
  { path: CHROMIUM_PATH, variable: 'CHROME_PATH', debianPackage: 'chromium' },
  { path: HEADLESS_SHELL_PATH, variable: 'CHROME_HEADLESS_SHELL_PATH', debianPackage: 'chromium-headless-shell' },
];

/** End-to-end tests need Chromium's headless shell, Lighthouse the full Chromium: installs what is missing. */
export async function ensureChromium(): Promise<void> {
  const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
  if (missing.length === 0) return;
  const packages = missing.map((browser) => browser.debianPackage);
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    const where = missing.map((browser) => `${browser.path} (or set ${browser.variable})`).join(' and ');
    throw new Error(`The browser tests need ${where}: install them (sudo apt-get install -y ${packages.join(' ')}).`);
  }
  console.log(`[test] Installing Debian's ${packages.join(' and ')} for the browser tests...`);
  await run('apt-get update', 'apt-get', ['update', '-qq']);
  await run(`install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages]);
}
