import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminCreatesDraft, playerJoins } from '../support/drafts';
import { REPO_ROOT } from '../support/gatewayProcess';
import { expect, test } from '../support/test';

// Issue 29: the page's HTML names what its remote needs, so that the remote's files download alongside
// the shell's instead of after the registry, the manifest and the entry, one after another.

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** What the gateway preloads for the player's room: mf_drafts's manifest, entry and ./PlayerDraftRoom's own chunks. */
async function roomFiles(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'mf-drafts', 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
  const room = manifest.exposes.find((expose) => expose.path === './PlayerDraftRoom')!;
  return ['mf-manifest.json', 'remoteEntry.js', ...room.assets.js.sync].map((file) => `/mf/drafts/${file}`);
}

test("a draft room's HTML carries the registry and preloads its remote after the room's read; a cold load fetches each of them once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const draft = await adminCreatesDraft(page, 60);
  const { page: player, context } = await playerJoins(browser, 'Quinn', draft.joinCode);
  const room = new URL(player.url()).pathname;
  const files = await roomFiles();

  const html = await (await player.request.get(room)).text();
  const registry = JSON.parse(/<script type="application\/json" id="mf-registry">(.*?)<\/script>/.exec(html)![1]);
  expect(registry).toEqual(expect.objectContaining({ mf_drafts: '/mf/drafts/mf-manifest.json', mf_player: '/mf/player/mf-manifest.json' }));
  // Handed to the page's inline script, which requests them once the page's first reads have left.
  const handed = JSON.parse(/<script type="application\/json" id="page-preloads">(.*?)<\/script>/.exec(html)![1]) as { as: string; href: string }[];
  const preloads = handed.filter(({ href }) => href.startsWith('/mf/')).map(({ as, href }) => `${as} ${href}`);
  expect(preloads).toEqual(files.map((file) => (file.endsWith('.json') ? `fetch ${file}` : `script ${file}`)));
  expect(html).not.toMatch(/<link rel="preload" as="(script|fetch)"/);

  // The same player opens the room in a new browser: nothing cached, the session in storage.
  const cold = await browser.newContext({ storageState: await context.storageState() });
  const coldPage = await cold.newPage();
  const requested: string[] = [];
  const preloadWarnings: string[] = [];
  coldPage.on('request', (request) => requested.push(new URL(request.url()).pathname));
  coldPage.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  await coldPage.goto(room);
  await expect(coldPage.getByText('Waiting to Start').first()).toBeVisible();
  // Chromium warns of a preload left unused a few seconds after the load, and at once of one it could not match.
  await coldPage.waitForTimeout(4_000);

  expect(requested).not.toContain('/mf-registry.json');
  // The room's read leaves before any of the code the page preloads.
  const roomRead = requested.indexOf(`/api/drafts/${room.split('/').pop()}`);
  expect(roomRead).toBeGreaterThanOrEqual(0);
  expect(roomRead).toBeLessThan(requested.indexOf(files[0]));
  expect(roomRead).toBeLessThan(requested.findIndex((pathname) => /^\/\d+\.[0-9a-f]+\.js$/.test(pathname)));
  for (const file of files)
    expect(
      requested.filter((pathname) => pathname === file),
      file,
    ).toHaveLength(1);
  expect(preloadWarnings).toEqual([]);
  await cold.close();
  await context.close();
});

test("the shell's own pages carry the registry but preload no remote", async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<script type="application/json" id="mf-registry">');
  expect(html).not.toMatch(/<link rel="preload" as="\w+" href="\/mf\//);
});
