import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../playwright.config';
import { run } from './run';

/** End-to-end tests need Debian's Chromium (Playwright cannot download browsers here). */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `End-to-end tests need Chromium at ${CHROMIUM_PATH}: install it (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  console.log("[test] Installing Debian's chromium for the end-to-end tests...");
  await run('apt-get update', 'apt-get', ['update', '-qq']);
  await run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium']);
}
