import { chromium, type Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../stack/chromiumPaths';

/** Lighthouse's benchmarkIndex of this machine, computed as Lighthouse does, in a page of `browser` unslowed. */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

/** The same in a headless shell of its own, for a benchmark that runs no browser. */
export async function machineBenchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  try {
    return await benchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}
