import { expect, test as base, type BrowserContext } from '@playwright/test';

/** Chromium reports a blocked load or inline code both as an event in the page and in the console. */
const REPORT_VIOLATIONS = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`[csp] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile || location.href}:${event.lineNumber})`);
  });
};
const isViolation = (text: string) => text.startsWith('[csp] ') || /Content Security Policy/i.test(text);

export interface CspFixtures {
  /**
   * Content-Security-Policy violations in any page of the test, including pages of contexts the test
   * opens itself. The test fails if any remain at its end: a test that provokes one on purpose
   * checks it and empties the list (`cspViolations.splice(0)`).
   */
  cspViolations: string[];
}

/** Playwright's `test`, failing on any CSP violation (the gateway's policy must allow what the app needs, nothing more). */
export const test = base.extend<CspFixtures>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        await watched.addInitScript(REPORT_VIOLATIONS);
        watched.on('console', (message) => {
          if (message.type() === 'error' && isViolation(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        });
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await watch(opened);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
