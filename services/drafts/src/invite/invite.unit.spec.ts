import { adminStream, draftsRoutes, draftStream, INVITE_LOOKUPS_PER_MINUTE, type AdminCreated, type DraftEvent } from '@reality-draft/events';
import { bearer, type DraftsHarness, eachTestOnAFreshCast } from '../../test/draftsHarness';
import type { ManualClock } from '../../test/manualClock';

// docs/drafts.md#invite
let h: DraftsHarness;
let clock: ManualClock;
let admin: string;

eachTestOnAFreshCast((fresh) => ({ h, admin, clock } = fresh), { clock: 'time' });

const invite = (code: string) => h.http().get(`/api/public/invites/${code}`);

/** A draft created by an admin named Sam, with an older letters-and-digits join code. */
async function samsDraft() {
  const at = '2026-11-21T19:00:00.000Z';
  const sam: AdminCreated = { type: 'AdminCreated', data: { adminId: 'sam', username: 'sam', firstName: 'Sam', lastName: 'Reed', email: null, createdAt: at } };
  await h.running.events.append(adminStream('sam'), [sam], 'no-stream');
  const draft: DraftEvent[] = [
    {
      type: 'DraftCreated',
      data: { draftId: 'd-sam', adminId: 'sam', joinCode: 'ABC234', showType: 'big_brother', draftDate: '2026-11-21', turnTimeLimit: 60, createdAt: at },
    },
    { type: 'PlayerJoinedDraft', data: { draftId: 'd-sam', playerId: 'p1', joinedAt: at } },
    { type: 'DraftStartScheduled', data: { draftId: 'd-sam', startsAt: '2026-11-21T21:00:00.000Z', scheduledBy: 'sam', scheduledAt: at, kind: 'schedule' } },
  ];
  const { position } = await h.running.events.append(draftStream('d-sam'), draft, 'no-stream');
  await h.running.runner.waitFor(position);
}

describe('GET /api/public/invites/{code}', () => {
  it('answers without a session what the invite is to: show, label, commissioner’s first name, players joined, start time, status', async () => {
    await samsDraft();
    const { body } = await invite('ABC234').expect(200);
    expect(body).toEqual({
      showType: 'big_brother',
      draftLabel: 'Big Brother #ABC234',
      commissionerName: 'Sam',
      playerCount: 1,
      startsAt: '2026-11-21T21:00:00.000Z',
      status: 'pending',
    });
    // Any case, as joining takes it.
    expect((await invite('abc234').expect(200)).body.draftLabel).toBe('Big Brother #ABC234');
  });

  it('names no commissioner when the admin has no first name; a started draft has no start time left', async () => {
    const draft = await h.createDraft(admin);
    for (const name of ['Ann', 'Ben']) await h.join((await h.player(name)).token, draft.joinCode);
    expect((await invite(draft.joinCode).expect(200)).body).toMatchObject({ commissionerName: null, playerCount: 2, status: 'pending', startsAt: null });
    await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
    expect((await invite(draft.joinCode).expect(200)).body).toMatchObject({ status: 'active', startsAt: null });
  });

  it('404 for an unknown code and for a deleted draft’s; 400 for what is no join code', async () => {
    const draft = await h.createDraft(admin);
    expect((await invite('999999').expect(404)).body).toEqual({ message: 'No draft found for this invite.' });
    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(admin)).expect(200);
    await invite(draft.joinCode).expect(404);
    await invite('12').expect(400);
    await invite('12345%2F').expect(400);
  });

  it(`gives one address ${INVITE_LOOKUPS_PER_MINUTE} look-ups a minute, then 429 with a message, found or not; a minute later it may look again`, async () => {
    const draft = await h.createDraft(admin);
    for (let i = 0; i < INVITE_LOOKUPS_PER_MINUTE - 1; i += 1) await invite(String(100000 + i)).expect(404);
    await invite(draft.joinCode).expect(200);
    const refused = await invite(draft.joinCode).expect(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(/Too many invite look-ups/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await invite('123456').expect(429);
    clock.advance(60_000);
    await invite(draft.joinCode).expect(200);
  });

  it('is the only way to a draft by its code without a session: no route lists codes to anyone who is not signed in', async () => {
    await invite('').expect(404);
    await h.http().get('/api/public/invites').expect(404);
    const publicRoutes = Object.values(draftsRoutes).filter((route) => route.access === 'public');
    expect(publicRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(['get /public/invites/:code']);
    await h.http().get('/api/drafts/public').expect(401);
  });
});
