import type { Page } from '@playwright/test';
import { networkQuiet } from './networkQuiet';
import { expect } from './test';

/**
 * Chromium reports each script, style, image or frame the Content-Security-Policy blocks as a
 * `securitypolicyviolation` event (and on the console), which the pages collect from before their
 * first script runs.
 */
const COLLECT_VIOLATIONS = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
`;

/** Collects the page's policy violations from now on; answers a reader of those of the page shown and the console's since. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) fromConsole.push(message.text());
  });
  await page.addInitScript(COLLECT_VIOLATIONS);
  return async () => [...((await page.evaluate('window.cspViolations')) as string[]), ...fromConsole];
}

/** Opens the page, checks that it carries the policy and HSTS, and lets its lazy parts load. */
export async function visitUnderPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  const headers = response!.headers();
  expect(headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
  expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
  await networkQuiet(page);
}
