import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/stack/chromiumPaths';

// The specs drive Chromium's headless shell (scripts/stack/chromiumPaths.ts says why).
const CHROMIUM = { ...devices['Desktop Chrome'], launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS } };
const LATE_SPECS = /(client-accounts|listing-lifecycle)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry at most, on CI only; a test that passed only on retry is reported by name as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // Guards against a hang, not speed limits: a slow, busy machine stays far inside them.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: process.env.SITE_URL ?? 'http://localhost:5000',
    // Recording a trace for every test (DOM snapshots, screencast) took a third of the browser's
    // CPU; a failure's retry on CI records one, and every failure keeps a screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: LATE_SPECS,
      use: CHROMIUM,
    },
    {
      // These run once the other specs are done. Opening a client account makes a lead (source
      // account) that every agent's inbox counts, so no inbox count there sees one arrive. And the
      // sales record counts every sale of the past 12 months, so no listing the dashboard's spec
      // sells (and then deletes) is counted in it.
      name: 'after the rest',
      testMatch: LATE_SPECS,
      dependencies: ['chromium'],
      use: CHROMIUM,
    },
  ],
});
