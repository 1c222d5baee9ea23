/**
 * Where Debian's Chromium and its headless shell are, and the flags every run starts them with:
 * the one place playwright.config.ts, the test runner (stack/chromium.ts installs what is
 * missing), the benchmarks (perf/) and the screenshots read them from. The end-to-end tests drive
 * the headless shell: the same engine without the browser's UI, and what Playwright itself runs
 * headless (it halved Chromium's CPU time here). Lighthouse audits with the full Chromium.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * As root, in a sandbox, on a machine whose network is closed: without the background-networking
 * flags Chromium keeps trying Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
