/** A cast photo across services: uploaded and set in the catalogue, carried by the drafts' cast copy, served to an <img> under the gateway's headers. */
import { PHOTO_PATH, type CastItem, type Contestant, type DraftSummary } from '@reality-draft/events';
import { ProbeWorld } from '../test/probe/probeWorld';

jest.setTimeout(60_000);

let world: ProbeWorld;
beforeAll(async () => {
  world = await ProbeWorld.start();
});
afterAll(() => world?.stop());

describe('cast photos through the gateway', () => {
  it("shows an admin's uploaded photo on the cast list and in a draft's available items", async () => {
    const owner = world.tokens.get('ownerAdmin');
    const player = world.tokens.get('player');
    const uploaded = await world.ok<{ photoUrl: string }>({ method: 'put', path: await world.uploadPath(), body: world.photoBytes });
    expect(uploaded.photoUrl).toMatch(new RegExp(`^${PHOTO_PATH}[0-9a-f]{32}$`));
    const castaway = (await world.ok<Contestant[]>({ method: 'get', path: '/survivor-contestants', token: player }))[4];
    await world.ok({ method: 'put', path: `/survivor-contestants/${castaway.id}/photo`, token: owner, body: { photoUrl: uploaded.photoUrl } });

    const listed = await world.ok<Contestant[]>({ method: 'get', path: '/survivor-contestants', token: player });
    expect(listed.find((member) => member.id === castaway.id)?.photoUrl).toBe(uploaded.photoUrl);
    const draft = await world.ok<DraftSummary>(
      { method: 'post', path: '/drafts', token: owner, body: { draftDate: '2026-12-02', showType: 'survivor', turnTimeLimit: 600 } },
      201,
    );
    const available = await world.ok<CastItem[]>({ method: 'get', path: `/drafts/${draft.id}/available-teams`, token: owner });
    expect(available.find((member) => member.id === castaway.id)?.photoUrl).toBe(uploaded.photoUrl);
    await world.ok({ method: 'delete', path: `/admin/drafts/${draft.id}`, token: owner });
  });

  it("serves the photo to a page of the app: WebP, cached for a year, allowed by the pages' img-src", async () => {
    const res = await fetch(`${world.url}${world.photoUrl}?size=small`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const page = await fetch(`${world.url}/player/survivor-contestant-bios`);
    const imgSrc = page.headers
      .get('content-security-policy')
      ?.match(/img-src ([^;]*)/)?.[1]
      .split(' ');
    expect(imgSrc).toContain("'self'");
  });
});
