import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromiumPaths';

/** One Lighthouse 12 run (mobile profile, its default) in a fresh headless Chromium: no cache, no state. */
export async function runLighthouse(url: string, flags: Flags = {}): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}
