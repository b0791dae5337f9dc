import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/browser';
import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

// About the service worker, which the config blocks in every other test.
test.use({ serviceWorkers: 'allow' });

/**
 * Web Push's client (issue 28 §2, §3). The service worker is registered at the root scope on every page
 * (after the load: docs/offline.md), but no push subscription is held before the player turns "Push to
 * this device" on in the account menu; this headless Chromium reaches no push service,
 * so the subscribe fails and a toast says push is not available in this browser. A push is then
 * delivered to the service worker as the browser's push service would (CDP
 * ServiceWorker.deliverPushMessage, the payload the server sends): the worker shows the notification,
 * read back with registration.getNotifications(). Its click is the worker's own notificationclick
 * handler, run in the worker with that very notification (a NotificationEvent made there: a headless
 * run has no notification to click): the open tab goes to the draft's room. The app is installable
 * (CDP Page.getInstallabilityErrors) with the manifest the issue asks for.
 */

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The root scope's registration as DevTools sees it (its id is what deliverPushMessage takes). */
async function rootRegistration(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, Registration>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: Registration[] }) => {
    for (const registration of updated) registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => [...registrations.values()].find((each) => each.scopeURL === `${origin}/` && !each.isDeleted)?.registrationId).toBeTruthy();
  const registration = [...registrations.values()].find((each) => each.scopeURL === `${origin}/` && !each.isDeleted)!;
  return { cdp, registrationId: registration.registrationId };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const notifications = (await registration?.getNotifications()) ?? [];
    return notifications.map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data: data as unknown }));
  });

test('a push to the service worker shows the notification, and its click takes the open tab into the room', async ({ page: admin, browser, baseURL }) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL!).origin;
  const seat = await newSeat(browser, 'Harper');
  await seat.page.context().grantPermissions(['notifications'], { origin });
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, [seat], 'big_brother');
  const page = seat.page;
  await page.goto('/player/mini-games');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker activates once it has precached the app: seconds of CPU, more on a loaded CI machine (as in precached()).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((registration) => registration?.active?.scriptURL ?? null)), {
      timeout: 30_000,
    })
    .toBe(`${origin}/sw.js`);
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.pushManager.getSubscription()))).toBeNull();

  // Opt in from the account menu: this browser cannot subscribe, and says so.
  await openAccountMenu(page);
  const item = page.getByRole('menuitemcheckbox', { name: /^Push to this device/ });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await capture(page, 'web-push-menu', false);
  await item.click();
  await expect(toast(page).first()).toContainText(/Push is not available in this browser|Push is on for this device/);
  const subscribed = (await toast(page).first().textContent())?.includes('Push is on') ?? false;
  console.log(`subscribe in this browser: ${subscribed ? 'made' : 'failed (no push service)'}`);
  if (!subscribed) await expect(toast(page).first()).toContainText('The in-page cues still work');
  await page.keyboard.press('Escape');
  await closeToast(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((registration) => registration?.active?.scriptURL ?? null)))
    .toBe(`${origin}/sw.js`);

  // The push service's delivery, with the payload the server sends for a turn.
  const payload = {
    type: 'your-turn',
    draftId: draft.id,
    url: `/draft/${draft.id}`,
    title: `Big Brother #${draft.joinCode}`,
    body: "You're on the clock: pick 4, 0:58 left",
    tag: `your-turn:${draft.id}:4`,
    pickNumber: 4,
    secondsLeft: 58,
  };
  const { cdp, registrationId } = await rootRegistration(page, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: `${origin}/icons/icon-192.png`,
        data: { url: payload.url, type: 'your-turn', draftId: draft.id },
      },
    ]);

  // The click: the worker's notificationclick handler with the notification it showed.
  const [worker] = page
    .context()
    .serviceWorkers()
    .filter((each) => each.url() === `${origin}/sw.js`);
  expect(worker).toBeTruthy();
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
  });
  // The tab goes to the room (/draft/{id} takes a player to their seat), and the notification is closed.
  await expect(page).toHaveURL(new RegExp(`/player/draft/${draft.id}$`));
  await expect(page.getByText('Waiting to Start').first()).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // Off again: nothing held on this device.
  await openAccountMenu(page);
  if (subscribed) {
    await page.getByRole('menuitemcheckbox', { name: /^Push to this device/ }).click();
    await expect(toast(page).first()).toContainText('Push is off for this device');
  }
  await expect(page.getByRole('menuitemcheckbox', { name: /^Push to this device/ })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await cdp.detach();
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}`));
  await page.context().close();
});

test('the app is installable: its manifest and icons pass Chromium installability checks', async ({ baseURL }) => {
  // A browser profile of its own: Chromium installs nothing from an incognito window (Playwright's contexts are).
  const profile = mkdtempSync(path.join(tmpdir(), 'rd-e2e-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Reality Draft' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${new URL(baseURL!).origin}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
  expect(parsed).toMatchObject({ name: 'Reality Draft', start_url: '/player/dashboard', scope: '/', display: 'standalone', theme_color: '#4f46e5' });
  const icons = parsed.icons as Array<{ sizes: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const href of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png']) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  // Chromium fetches and checks the icons before it answers.
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 }).toEqual([]);
  await cdp.detach();
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
