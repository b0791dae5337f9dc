import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGatewayProcess, REPO_ROOT, type GatewayProcess } from '../support/gatewayProcess';
import { buildRemote } from '../support/remoteBuild';
import { serveStaticOrigin, type StaticOrigin } from '../support/staticOrigin';
import { logInAsAdmin } from '../support/session';
import { precached } from '../support/serviceWorker';
import { expect, test as base, type Page } from '../support/test';
import type { Response } from '@playwright/test';

/** The shell reads /mf-registry.json again at most this often (REFRESH_INTERVAL_MS in the shell). */
const REGISTRY_REFRESH_MS = 5_000;

interface Redeploy {
  gateway: GatewayProcess;
  /** The second origin: /v1 the suite's mf-admin build, /v2 the one the test builds. */
  origin: StaticOrigin;
  registryFile: string;
  newBuildDir: string;
  /** The gateway's own mf-admin/dist: a link to the suite's build, which `deployInPlace` points elsewhere. */
  adminDist: string;
}

/** The builds the gateway serves: the suite's, linked, with mf-admin's dist a link of its own. */
async function frontendsOf(dir: string): Promise<{ root: string; adminDist: string }> {
  const root = path.join(dir, 'frontends');
  await mkdir(path.join(root, 'mf-admin'), { recursive: true });
  for (const folder of ['shell', 'mf-drafts', 'mf-player', 'mf-minigames']) await symlink(path.join(REPO_ROOT, folder), path.join(root, folder));
  const adminDist = path.join(root, 'mf-admin', 'dist');
  await symlink(path.join(REPO_ROOT, 'mf-admin', 'dist'), adminDist);
  return { root, adminDist };
}

/** Replaces the gateway's mf-admin build by `buildDir` at once, as a deploy that swaps a link does. */
async function deployInPlace(adminDist: string, buildDir: string) {
  await symlink(buildDir, `${adminDist}.next`);
  await rename(`${adminDist}.next`, adminDist);
}

// This test rewrites the gateway's registry, so it runs on a gateway of its own (started with
// MF_REGISTRY_FILE): the suite's shared gateway, and the tests running on it, never see the change.
const test = base.extend<{ redeploy: Redeploy }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none
  redeploy: async ({}, use) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rd-e2e-redeploy-'));
    const registryFile = path.join(dir, 'mf-registry.json');
    const newBuildDir = path.join(dir, 'mf-admin-v2');
    await writeFile(registryFile, '{}');
    const { root, adminDist } = await frontendsOf(dir);
    const gateway = await startGatewayProcess({ MF_REGISTRY_FILE: registryFile, FRONTENDS_DIR: root });
    const origin = await serveStaticOrigin({ '/v1': path.join(REPO_ROOT, 'mf-admin', 'dist'), '/v2': newBuildDir }, gateway.url);
    try {
      await use({ gateway, origin, registryFile, newBuildDir, adminDist });
    } finally {
      await gateway.stop();
      await origin.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
  baseURL: async ({ redeploy }, use) => use(redeploy.gateway.url),
});

// About the service worker, which the config blocks in every other test.
test.use({ serviceWorkers: 'allow' });

/** Points mf_admin at a manifest, as a deploy would: the file is replaced by a rename. */
async function pointAdminAt(registryFile: string, manifestUrl: string) {
  await writeFile(`${registryFile}.next`, JSON.stringify({ mf_admin: manifestUrl }));
  await rename(`${registryFile}.next`, registryFile);
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const adminDashboard = (page: Page) => page.locator('[data-build-version]');

test('a remote redeployed alone, on another origin or in place, is what the next navigation and a reload through the service worker run', async ({
  page,
  redeploy,
}) => {
  test.setTimeout(180_000);
  const { origin, registryFile, newBuildDir } = redeploy;
  const registryReads: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/mf-registry.json') registryReads.push(Date.now());
  });

  // The suite's mf-admin build served from the second origin: pointed there while the gateway runs,
  // and the next page's policy allows that origin.
  await pointAdminAt(registryFile, `${origin.url}/v1/mf-manifest.json`);
  expect((await page.request.get('/login')).headers()['content-security-policy']).toContain(`script-src 'self' ${origin.url}`);
  await logInAsAdmin(page);
  await expect(adminDashboard(page)).toHaveAttribute('data-build-version', '0.1.0');
  expect(origin.requests).toContain('/v1/remoteEntry.js');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // mf-admin alone is built anew (the shell and the gateway are not), and the registry points at it.
  const version = `redeploy-${Date.now().toString(36)}`;
  await buildRemote('mf-admin', newBuildDir, version);
  await pointAdminAt(registryFile, `${origin.url}/v2/mf-manifest.json`);

  // Away and back in the open page: client-side navigation, no reload.
  await nav(page, 'Home').click();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await page.waitForTimeout(Math.max(0, (registryReads.at(-1) ?? 0) + REGISTRY_REFRESH_MS + 250 - Date.now()));
  const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/mf-registry.json');
  await nav(page, 'Admin Panel').click();
  await reread;
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(adminDashboard(page)).toHaveAttribute('data-build-version', version);
  expect(origin.requests).toEqual(expect.arrayContaining(['/v2/mf-manifest.json', '/v2/remoteEntry.js']));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The new build works, and so does the rest of the app.
  await page.getByRole('tab', { name: 'Point Totals' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Point Totals' })).toBeVisible();
  await nav(page, 'Drafts').click();
  await expect(page.getByRole('heading', { name: 'Team Drafts', level: 1 })).toBeVisible();
  await nav(page, 'Leaderboard').click();
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1, exact: true })).toBeVisible();
  await nav(page, 'Admin Panel').click();
  await expect(adminDashboard(page)).toHaveAttribute('data-build-version', version);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.screenshot({ path: 'screenshots/remote-redeploy-desktop.png', fullPage: true });

  // With the service worker controlling the page, a reload runs the redeployed build: the shell comes
  // from the worker's cache, the remote's manifest and entry from the network.
  await precached(page);
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));
  const servedBefore = origin.requests.length;
  await page.reload();
  await expect(adminDashboard(page)).toHaveAttribute('data-build-version', version);
  expect(origin.requests.slice(servedBefore)).toEqual(expect.arrayContaining(['/v2/mf-manifest.json', '/v2/remoteEntry.js']));
  expect(origin.requests.slice(servedBefore).filter((request) => request.startsWith('/v1/'))).toEqual([]);
  expect(answers.filter((response) => /\/main\.js\?/.test(response.url()) && response.fromServiceWorker())).toHaveLength(1);

  // Redeployed alone on the gateway's own origin, where the worker has precached the build it replaces:
  // back to the gateway's copy (the suite's build, precached once the worker reads the new list), then
  // that copy replaced in place by the new build; the next load runs the new build.
  await pointAdminAt(registryFile, '/mf/admin/mf-manifest.json');
  await page.reload();
  await expect(adminDashboard(page)).toHaveAttribute('data-build-version', '0.1.0');
  await expect.poll(async () => (await precached(page)).includes('/mf/admin/remoteEntry.js'), { timeout: 30_000 }).toBe(true);
  await deployInPlace(redeploy.adminDist, newBuildDir);
  answers.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(adminDashboard(page)).toHaveAttribute('data-build-version', version);
  const adminEntry = answers.find((response) => new URL(response.url()).pathname === '/mf/admin/remoteEntry.js');
  expect(adminEntry?.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
