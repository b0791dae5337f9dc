import { expect, test } from '../support/test';

// Every test fails on a Content-Security-Policy violation (support/test.ts), so the screens the
// suite visits show the policy allows what the app needs; these show it refuses the rest.

test('the login page refuses an injected inline script and says so', async ({ page, cspViolations }) => {
  const response = await page.goto('/login');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src-elem blocked inline');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  cspViolations.splice(0);
});

test('no page may frame the app, not even its own', async ({ page, cspViolations }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  const framed = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/login';
        frame.onload = () => resolve(frame.contentDocument !== null && frame.contentDocument.querySelector('#root') !== null);
        document.body.append(frame);
      }),
  );
  expect(framed).toBe(false);
  expect(cspViolations.every((violation) => /frame-ancestors/.test(violation))).toBe(true);
  cspViolations.splice(0);
});
