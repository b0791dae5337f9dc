import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './session';

/**
 * Every screen a test reaches is checked at desktop and phone width: the page never scrolls sideways,
 * and axe finds no serious or critical accessibility violation. Outside CI (or with SCREENSHOTS=1)
 * each width is also saved to e2e/screenshots/ for a person to look at; on CI nobody looks at them,
 * and they cost a fifth of the suite's time.
 */
export const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const CAPTURE_BUDGET_MS = 40_000;
const SAVE_SCREENSHOTS = process.env.SCREENSHOTS ? process.env.SCREENSHOTS !== '0' : !process.env.CI;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Closes the toasts, as a person would before going on. A toast may dismiss itself while the click
 * waits, and another may come in (a push-driven refresh): close until none is left.
 */
export async function closeToast(page: Page) {
  await expect(async () => {
    if (await toast(page).first().isVisible())
      await toast(page)
        .first()
        .locator('button[aria-label="Close"]')
        .click({ timeout: 2000 })
        .catch(() => undefined);
    await expect(toast(page)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** No sideways scroll of the whole page at the current width (wide tables scroll inside their card). */
/**
 * The page does not scroll sideways once it has laid itself out at this width: what measures its box
 * after a resize (a chart's ResizeObserver) gets a few seconds on a busy machine; an overflow that stays fails.
 */
export async function expectNoPageScroll(page: Page, what = page.url()) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${what} scrolls sideways`, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

/**
 * Runs axe-core in the page (through the DevTools protocol, so the app's Content-Security-Policy
 * does not get in its way) and fails listing every serious or critical violation with its elements.
 */
export async function expectAccessible(page: Page, what = page.url()) {
  const violations = await page.evaluate(
    async ({ source, tags }) => {
      if (!('axe' in window)) new Function(source)();
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      // label-content-name-mismatch (WCAG 2.5.3 label in name): a control's name must contain what it shows (named here, as axe before 4.14 left it off).
      const options = { runOnly: { type: 'tag', values: tags }, rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] };
      return (await axe.run(document, options)).violations;
    },
    { source: AXE_SOURCE, tags: AXE_TAGS },
  );
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n'),
  );
  // Soft: the test goes on, so one run lists every screen's violations.
  expect.soft(report, `axe on ${what}`).toEqual([]);
}

/**
 * Captures the page at 1280 and 390 px, each width checked for sideways scroll and by axe, and saved
 * where SAVE_SCREENSHOTS says. What each part took is noted on the test (a 'capture' annotation: ms of
 * layout, screenshots and axe), so a run's report can say what the captures cost (scripts/testTimings.js).
 */
export async function capture(page: Page, name: string, fullPage = true) {
  // Two screenshots and two axe runs: the test's time budget grows by what a capture costs on a busy machine.
  test.info().setTimeout(test.info().timeout + CAPTURE_BUDGET_MS);
  await closeToast(page);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('[role="dialog"]').forEach((dialog) => dialog.scrollTo(0, 0));
  });
  const spent = { layout: 0, screenshots: 0, axe: 0 };
  const timed = async (part: keyof typeof spent, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    spent[part] += Date.now() - started;
  };
  for (const [label, size] of Object.entries(WIDTHS)) {
    await timed('layout', async () => {
      await page.setViewportSize(size);
      await page.waitForTimeout(250);
      await expectNoPageScroll(page, `${name} at ${size.width} px`);
    });
    if (SAVE_SCREENSHOTS) await timed('screenshots', () => page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage }));
    await timed('axe', () => expectAccessible(page, `${name} at ${size.width} px`));
  }
  await page.setViewportSize(WIDTHS.desktop);
  test.info().annotations.push({ type: 'capture', description: JSON.stringify(spent) });
}
