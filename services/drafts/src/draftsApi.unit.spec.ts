import { ADMINS_CANNOT_JOIN, draftStream, maskEmail, noCastToDraft } from '@reality-draft/events';
import { bearer, type DraftsHarness, eachTestOnAFreshCast } from '../test/draftsHarness';

let h: DraftsHarness;
let admin: string;

eachTestOnAFreshCast((fresh) => ({ h, admin } = fresh));

async function lobbyOf(count: number) {
  const draft = await h.createDraft(admin);
  const players = [];
  for (let i = 0; i < count; i += 1) {
    const player = await h.player(['Ann', 'Ben', 'Cat', 'Dan'][i]);
    await h.join(player.token, draft.joinCode);
    players.push(player);
  }
  return { draft, players };
}

async function liveDraft(count = 3) {
  const { draft, players } = await lobbyOf(count);
  await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
  const room = await h.room(admin, draft.id);
  const byPosition = room.participants.map((p: { playerId: string }) => players.find((player) => player.id === p.playerId)!);
  return { draft, players: byPosition as typeof players };
}

const pick = (token: string, draftId: string, teamId: string) => h.http().post(`/api/drafts/${draftId}/pick`).set(bearer(token)).send({ teamId });

describe('creating drafts', () => {
  it('gives each draft a unique 6-digit code (the spec: "Please enter a 6-digit join code.")', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) codes.add((await h.createDraft(admin)).joinCode);
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });

  it('refuses a show with no cast loaded with 422, appending nothing, until its cast is loaded', async () => {
    const before = await h.running.events.head();
    const res = await h.http().post('/api/drafts').set(bearer(admin)).send({ draftDate: '2026-11-21', showType: 'survivor' }).expect(422);
    expect(res.body.message).toBe(noCastToDraft('survivor'));
    expect(await h.running.events.head()).toBe(before);
    expect((await h.http().get('/api/admin/drafts').set(bearer(admin))).body).toEqual([]);

    await h.seedCast('survivor', 18);
    expect((await h.createDraft(admin, { showType: 'survivor' })).joinCode).toMatch(/^\d{6}$/);
    await h.clearCast('survivor');
    await h.http().post('/api/drafts').set(bearer(admin)).send({ draftDate: '2026-11-21', showType: 'survivor' }).expect(422);
    expect((await h.http().get('/api/admin/drafts').set(bearer(admin))).body).toHaveLength(1);
  });

  it('lists the admin’s own drafts only', async () => {
    const mine = await h.createDraft(admin);
    const rival = await h.otherAdminToken();
    await h.createDraft(rival);
    const { body } = await h.http().get('/api/admin/drafts').set(bearer(admin)).expect(200);
    expect(body.map((d: { id: string }) => d.id)).toEqual([mine.id]);
    expect(body[0]).toMatchObject({ status: 'pending', showType: 'amazing_race', turnTimeLimit: 60, participantCount: 0, draftPhase: 1 });
  });

  it('names the league as its admin typed it, wherever the draft is listed or invited to; blank is the show and code', async () => {
    const named = await h.createDraft(admin, { name: '  The House Guests  ' });
    const unnamed = await h.createDraft(admin, { name: ' ' });
    expect(named).toMatchObject({ name: 'The House Guests' });
    expect(unnamed).toMatchObject({ name: null });
    const { body } = await h.http().get('/api/admin/drafts').set(bearer(admin)).expect(200);
    expect(Object.fromEntries(body.map((d: { id: string; name: string | null }) => [d.id, d.name]))).toEqual({
      [named.id]: 'The House Guests',
      [unnamed.id]: null,
    });
    expect((await h.http().get(`/api/public/invites/${named.joinCode}`).expect(200)).body.draftLabel).toBe('The House Guests');
    expect((await h.http().get(`/api/public/invites/${unnamed.joinCode}`).expect(200)).body.draftLabel).toBe(`Amazing Race #${unnamed.joinCode}`);
  });

  it('refuses players, bad bodies and bad dates with 4xx and creates nothing', async () => {
    const player = await h.player();
    await h.http().post('/api/drafts').set(bearer(player.token)).send({ draftDate: '2026-11-21', showType: 'survivor' }).expect(403);
    await h.http().post('/api/drafts').send({ draftDate: '2026-11-21', showType: 'survivor' }).expect(401);
    const bad = [
      { draftDate: 'hello world 2026', showType: 'survivor' },
      { draftDate: '2026-02-30', showType: 'survivor' },
      { draftDate: '0000000000', showType: 'survivor' },
      { showType: 'survivor' },
      { draftDate: '2026-11-21', showType: 'bake_off' },
      { draftDate: 'not a date!', showType: 'survivor' },
      { draftDate: '2026-11-21', showType: 'survivor', turnTimeLimit: 2 },
      { draftDate: '2026-11-21', showType: 'survivor', turnTimeLimit: '60' },
      { draftDate: '2026-11-21', showType: 'survivor', name: 'x'.repeat(61) },
      { draftDate: '2026-11-21', showType: 'survivor', name: 'Line\nbreak' },
      { draftDate: '2026-11-21', showType: 'survivor', name: 42 },
    ];
    for (const body of bad) {
      const res = await h.http().post('/api/drafts').set(bearer(admin)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await h.http().get('/api/admin/drafts').set(bearer(admin))).body).toEqual([]);
  });
});

describe('joining', () => {
  it('joins by code (an older letter code in any case), then answers alreadyJoined', async () => {
    // Drafts created before codes were all digits keep their letter codes, and still join.
    const draft = { id: 'older-draft', joinCode: 'ABC234' };
    const { adminId } = (await h.createDraft(admin)) as unknown as { adminId: string };
    const created = { draftId: draft.id, adminId, joinCode: draft.joinCode, showType: 'amazing_race', draftDate: '2026-11-21', turnTimeLimit: 60 };
    const { position } = await h.running.events.append(
      draftStream(draft.id),
      [{ type: 'DraftCreated', data: { ...created, createdAt: new Date().toISOString() } }],
      'no-stream',
    );
    await h.running.runner.waitFor(position);
    const player = await h.player();
    const first = await h.join(player.token, draft.joinCode.toLowerCase());
    expect(first.body).toEqual({ draftId: draft.id, alreadyJoined: false, message: expect.any(String) });
    const again = await h.join(player.token, draft.joinCode);
    expect(again.body).toMatchObject({ draftId: draft.id, alreadyJoined: true });
    const { body } = await h.http().get('/api/user/drafts').set(bearer(player.token)).expect(200);
    expect(body.map((d: { id: string }) => d.id)).toEqual([draft.id]);
  });

  it('joins from the public list by id', async () => {
    const draft = await h.createDraft(admin);
    const player = await h.player();
    const { body: list } = await h.http().get('/api/drafts/public').set(bearer(player.token)).expect(200);
    expect(list.map((d: { id: string }) => d.id)).toContain(draft.id);
    const { body } = await h.http().post(`/api/drafts/${draft.id}/join`).set(bearer(player.token)).expect(200);
    expect(body).toMatchObject({ draftId: draft.id, alreadyJoined: false });
  });

  it('refuses admins with the Access Denied text', async () => {
    const draft = await h.createDraft(admin);
    const res = await h.http().post('/api/drafts/join').set(bearer(admin)).send({ joinCode: draft.joinCode }).expect(403);
    expect(res.body.message).toBe(ADMINS_CANNOT_JOIN);
    await h.http().post(`/api/drafts/${draft.id}/join`).set(bearer(admin)).expect(403);
  });

  it('refuses unknown codes, malformed codes, started drafts and signed-out callers', async () => {
    const player = await h.player();
    expect((await h.http().post('/api/drafts/join').set(bearer(player.token)).send({ joinCode: 'ZZZZZZ' }).expect(404)).body.message).toMatch(/No draft found/);
    for (const joinCode of ['ABC', 'ABCDEFG', 'AB CD!', 123456]) {
      await h.http().post('/api/drafts/join').set(bearer(player.token)).send({ joinCode }).expect(400);
    }
    await h.http().post('/api/drafts/join').send({ joinCode: 'ZZZZZZ' }).expect(401);
    const { draft } = await liveDraft(2);
    const late = await h.player();
    const res = await h.http().post('/api/drafts/join').set(bearer(late.token)).send({ joinCode: draft.joinCode }).expect(422);
    expect(res.body.message).toMatch(/already started/);
  });
});

describe('reading a draft room', () => {
  it('answers draft, participants and picks with the server clock', async () => {
    const { draft, players } = await liveDraft(3);
    const room = await h.room(players[0].token, draft.id);
    expect(room.draft).toMatchObject({
      id: draft.id,
      status: 'active',
      currentTurn: 1,
      currentRound: 1,
      currentPlayerId: players[0].id,
      paused: false,
      turnTimeLimit: 60,
    });
    expect(Date.parse(room.draft.turnStartTime)).not.toBeNaN();
    expect(Date.parse(room.draft.serverTime)).not.toBeNaN();
    expect(room.participants.map((p: { draftPosition: number }) => p.draftPosition)).toEqual([1, 2, 3]);
    expect(room.participants[0]).toMatchObject({ firstName: expect.any(String), player: { firstName: expect.any(String) }, picksMade: 0 });
    expect(room.picks).toEqual([]);
  });

  it('refuses players who are not in the draft, and unknown or malformed ids', async () => {
    const { draft } = await liveDraft(2);
    const outsider = await h.player();
    await h.http().get(`/api/drafts/${draft.id}`).set(bearer(outsider.token)).expect(403);
    await h.http().get(`/api/drafts/${draft.id}/available-teams`).set(bearer(outsider.token)).expect(403);
    await h.http().get('/api/drafts/no-such-draft').set(bearer(admin)).expect(404);
    await h.http().get('/api/drafts/bad%20id!').set(bearer(admin)).expect(400);
    await h.http().get(`/api/drafts/${draft.id}`).expect(401);
  });
});

describe("participants' emails", () => {
  type Named = { email: string | null };
  type RoomParticipant = Named & { playerId: string; player: Named; user: Named };
  /** Each participant's email as the room gives it, top level and nested. */
  const emailsIn = (room: { participants: RoomParticipant[] }) =>
    Object.fromEntries(room.participants.map((p) => [p.playerId, [p.email, p.player.email, p.user.email]]));
  const thrice = (email: string) => [email, email, email];
  const everyoneWhole = (players: { id: string; email: string }[]) => Object.fromEntries(players.map((p) => [p.id, thrice(p.email)]));
  /** As a player sees the room: their own email whole, the others' as the leaderboards mask them. */
  const seenBy = (me: { id: string }, players: { id: string; email: string }[]) =>
    Object.fromEntries(players.map((p) => [p.id, thrice(p.id === me.id ? p.email : maskEmail(p.email))]));

  it('are masked for a player but their own, in GET /api/drafts/{id} and in the room a pick answers', async () => {
    const { draft, players } = await liveDraft(3);
    const room = await h.room(players[1].token, draft.id);
    expect(emailsIn(room)).toEqual(seenBy(players[1], players));
    expect(emailsIn(room)[players[0].id]).toEqual(thrice(`${players[0].email[0]}***@example.test`));
    const picked = await pick(players[0].token, draft.id, 'ar38-t1').expect(200);
    expect(emailsIn(picked.body.room)).toEqual(seenBy(players[0], players));
    for (const other of players.slice(1)) expect(JSON.stringify(picked.body)).not.toContain(other.email);
  });

  it('mask a short name whole', async () => {
    const draft = await h.createDraft(admin);
    const short = await h.player('Al');
    const other = await h.player('Ann');
    for (const player of [short, other]) await h.join(player.token, draft.joinCode);
    expect(short.email).toMatch(/^al\d@example\.test$/);
    expect(emailsIn(await h.room(other.token, draft.id))[short.id]).toEqual(thrice('***@example.test'));
  });

  it("are whole for an admin, in GET /api/drafts/{id} and in the commissioner controls' answers", async () => {
    const { draft, players } = await lobbyOf(2);
    const whole = everyoneWhole(players);
    expect(emailsIn(await h.room(admin, draft.id))).toEqual(whole);
    expect(emailsIn((await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200)).body)).toEqual(whole);
    expect(emailsIn((await h.http().post(`/api/drafts/${draft.id}/pause`).set(bearer(admin)).expect(200)).body)).toEqual(whole);
  });
});

describe('starting', () => {
  it('needs 2 participants and the owner admin', async () => {
    const { draft } = await lobbyOf(1);
    expect((await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(422)).body.message).toMatch(/At least 2/);
    const player = await h.player();
    await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(player.token)).expect(403);
  });

  it('needs enough cast members for every pick', async () => {
    await h.seedCast('amazing_race', 5);
    const { draft } = await lobbyOf(2);
    expect((await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(422)).body.message).toMatch(/need 6 teams/);
  });
});

describe('picking', () => {
  it('runs a whole draft in snake order and completes after participants x 3 picks', async () => {
    const { draft, players } = await liveDraft(3);
    const order = [0, 1, 2, 2, 1, 0, 0, 1, 2];
    for (const [i, who] of order.entries()) {
      const res = await pick(players[who].token, draft.id, `ar38-t${i + 1}`).expect(200);
      expect(res.body.pick).toMatchObject({ pickNumber: i + 1, teamId: `ar38-t${i + 1}`, team: { memberNames: expect.any(String) } });
    }
    const room = await h.room(admin, draft.id);
    expect(room.draft).toMatchObject({ status: 'completed', currentTurn: null, picksMade: 9 });
    expect(room.picks.map((p: { round: number }) => p.round)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    const late = await pick(players[0].token, draft.id, 'ar38-t10').expect(422);
    expect(late.body.message).toMatch(/complete/);
    const mine = await h.http().get('/api/user/picks').set(bearer(players[0].token)).expect(200);
    expect(mine.body.map((p: { pickNumber: number }) => p.pickNumber)).toEqual([1, 6, 7]);
    expect(mine.body[0].draft).toMatchObject({ id: draft.id, joinCode: draft.joinCode });
    const everyone = await h.http().get('/api/public/team-picks').set(bearer(players[1].token)).expect(200);
    expect(everyone.body).toHaveLength(9);
    expect(JSON.stringify(everyone.body)).not.toMatch(/@example\.test/);
  });

  it('refuses out-of-turn, taken, eliminated and unknown picks, changing nothing', async () => {
    const { draft, players } = await liveDraft(3);
    await h.eliminate('amazing_race', 'ar38-t9');
    expect((await pick(players[0].token, draft.id, 'ar38-t9').expect(422)).body.message).toMatch(/eliminated/);
    expect((await pick(players[1].token, draft.id, 'ar38-t1').expect(409)).body.message).toMatch(/not your turn/);
    await pick(players[0].token, draft.id, 'ar38-t1').expect(200);
    expect((await pick(players[1].token, draft.id, 'ar38-t1').expect(409)).body.message).toMatch(/already been picked/);
    expect((await pick(players[1].token, draft.id, 'nope').expect(404)).body.message).toMatch(/not part of this show/);
    await h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(players[1].token)).send({}).expect(400);
    await h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(players[1].token)).send({ teamId: 'a', contestantId: 'b' }).expect(400);
    await h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(admin)).send({ teamId: 'ar38-t2' }).expect(403);
    const outsider = await h.player();
    await pick(outsider.token, draft.id, 'ar38-t2').expect(403);
    expect((await h.room(admin, draft.id)).picks).toHaveLength(1);
  });

  it('refuses a pick field that does not fit the show, and a pick for a turn that has passed', async () => {
    const { draft, players } = await liveDraft(2);
    const url = `/api/drafts/${draft.id}/pick`;
    expect((await h.http().post(url).set(bearer(players[0].token)).send({ contestantId: 'ar38-t1' }).expect(400)).body.message).toMatch(/teamId/);
    await h.http().post(url).set(bearer(players[0].token)).send({ teamId: 'ar38-t1', pickNumber: 1 }).expect(200);
    await h.http().post(url).set(bearer(players[1].token)).send({ teamId: 'ar38-t2', pickNumber: 1 }).expect(409);
    await h.http().post(url).set(bearer(players[1].token)).send({ teamId: 'ar38-t2', pickNumber: 2 }).expect(200);
    await h.http().post(`/api/drafts/${draft.id}/pause`).set(bearer(admin)).send([]).expect(400);
  });

  it('lets exactly one of many simultaneous picks for a turn land', async () => {
    const { draft, players } = await liveDraft(3);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => pick(players[0].token, draft.id, `ar38-t${i + 1}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await h.room(admin, draft.id)).picks).toHaveLength(1);
  });

  it('lists available teams without the picked ones', async () => {
    const { draft, players } = await liveDraft(2);
    await pick(players[0].token, draft.id, 'ar38-t3').expect(200);
    const { body } = await h.http().get(`/api/drafts/${draft.id}/available-teams`).set(bearer(players[1].token)).expect(200);
    expect(body).toHaveLength(12);
    expect(body.map((t: { id: string }) => t.id)).not.toContain('ar38-t3');
  });
});

describe('commissioner controls', () => {
  it('pause refuses picks; resume allows them; undo takes the last pick back; reset clears all', async () => {
    const { draft, players } = await liveDraft(2);
    await pick(players[0].token, draft.id, 'ar38-t1').expect(200);
    const paused = await h.http().post(`/api/drafts/${draft.id}/pause`).set(bearer(admin)).expect(200);
    expect(paused.body.draft).toMatchObject({ paused: true, pausedSecondsLeft: expect.any(Number) });
    expect((await pick(players[1].token, draft.id, 'ar38-t2').expect(422)).body.message).toMatch(/paused/);
    await h.http().post(`/api/drafts/${draft.id}/resume`).set(bearer(admin)).expect(200);
    await pick(players[1].token, draft.id, 'ar38-t2').expect(200);
    const undone = await h.http().post(`/api/drafts/${draft.id}/undo`).set(bearer(admin)).send({ pickNumber: 2 }).expect(200);
    expect(undone.body.picks).toHaveLength(1);
    expect(undone.body.draft.currentPlayerId).toBe(players[1].id);
    const reset = await h.http().post(`/api/drafts/${draft.id}/reset`).set(bearer(admin)).expect(200);
    expect(reset.body.draft).toMatchObject({ status: 'active', currentTurn: 1, picksMade: 0 });
    expect(reset.body.picks).toEqual([]);
  });

  it('are refused to players and to other admins; undo with no picks is 422', async () => {
    const { draft, players } = await liveDraft(2);
    const rival = await h.otherAdminToken();
    for (const action of ['start', 'reset', 'pause', 'resume', 'undo']) {
      const body = action === 'undo' ? { pickNumber: 1 } : {};
      await h.http().post(`/api/drafts/${draft.id}/${action}`).set(bearer(players[0].token)).send(body).expect(403);
      expect((await h.http().post(`/api/drafts/${draft.id}/${action}`).set(bearer(rival)).send(body).expect(403)).body.message).toMatch(
        /Only the admin who created/,
      );
    }
    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(rival)).expect(403);
    expect((await h.room(rival, draft.id)).draft.id).toBe(draft.id);
    expect((await h.http().post(`/api/drafts/${draft.id}/undo`).set(bearer(admin)).send({ pickNumber: 1 }).expect(422)).body.message).toMatch(/no pick/);
  });

  describe('a burst of clicks applies once', () => {
    const control = (draftId: string, action: string, body: object = {}) => h.http().post(`/api/drafts/${draftId}/${action}`).set(bearer(admin)).send(body);
    const burst = (draftId: string, action: string, body: object = {}) => Promise.all(Array.from({ length: 20 }, () => control(draftId, action, body)));
    const statuses = (results: Array<{ status: number }>) => results.map((res) => res.status).sort();
    async function eventTypes(draftId: string) {
      const { events } = await h.running.events.readStream(draftStream(draftId));
      return events.map((event) => event.type);
    }
    const count = (types: string[], type: string) => types.filter((t) => t === type).length;
    /** A live draft of 2 with `picks` picks made in snake order. */
    async function withPicks(picks: number) {
      const { draft, players } = await liveDraft(2);
      const order = [0, 1, 1, 0, 0, 1];
      for (let i = 0; i < picks; i += 1) await pick(players[order[i]].token, draft.id, `ar38-t${i + 1}`).expect(200);
      return draft;
    }

    it('undo: 20 simultaneous undos of pick 4 take back exactly one pick; the rest hear 409', async () => {
      const draft = await withPicks(4);
      const results = await burst(draft.id, 'undo', { pickNumber: 4 });
      expect(statuses(results)).toEqual([200, ...Array(19).fill(409)]);
      const refused = results.find((res) => res.status === 409)!;
      expect(refused.body).toEqual({
        message: 'Pick 4 is no longer the last pick: it was already undone or another pick landed. Look at the board and try again.',
      });
      const room = await h.room(admin, draft.id);
      expect(room.picks.map((p: { pickNumber: number }) => p.pickNumber)).toEqual([1, 2, 3]);
      expect(count(await eventTypes(draft.id), 'PickUndone')).toBe(1);
    });

    it('undo: two clicks in a row take back one pick; an undo of an older pick is refused', async () => {
      const draft = await withPicks(3);
      await control(draft.id, 'undo', { pickNumber: 3 }).expect(200);
      expect((await control(draft.id, 'undo', { pickNumber: 3 }).expect(409)).body.message).toMatch(/Pick 3 is no longer the last pick/);
      expect((await control(draft.id, 'undo', { pickNumber: 1 }).expect(409)).body.message).toMatch(/Pick 1 is no longer the last pick/);
      expect((await h.room(admin, draft.id)).picks).toHaveLength(2);
    });

    it('undo: refuses a missing or invalid pickNumber with 400, changing nothing', async () => {
      const draft = await withPicks(2);
      for (const body of [
        undefined,
        {},
        { pickNumber: 0 },
        { pickNumber: -1 },
        { pickNumber: 1.5 },
        { pickNumber: '2' },
        { pickNumber: null },
        { pickNumber: [2] },
        [],
      ]) {
        const request = h.http().post(`/api/drafts/${draft.id}/undo`).set(bearer(admin));
        const res = await (body === undefined ? request : request.send(body));
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await control(draft.id, 'undo', {}).expect(400)).body.message).toBe('pickNumber is required.');
      expect((await h.room(admin, draft.id)).picks).toHaveLength(2);
    });

    it('reset: 20 simultaneous resets clear the picks once; a reset with nothing to clear answers the room unchanged', async () => {
      const draft = await withPicks(3);
      const results = await burst(draft.id, 'reset');
      expect(statuses(results)).toEqual(Array(20).fill(200));
      expect(results.every((res) => res.body.draft.picksMade === 0 && res.body.picks.length === 0)).toBe(true);
      expect(count(await eventTypes(draft.id), 'DraftReset')).toBe(1);
      const before = await h.room(admin, draft.id);
      const again = await control(draft.id, 'reset').expect(200);
      expect(again.body.draft.turnStartTime).toBe(before.draft.turnStartTime);
      expect(count(await eventTypes(draft.id), 'DraftReset')).toBe(1);
    });

    it('pause and resume: a burst of each applies once and answers the room', async () => {
      const draft = await withPicks(1);
      const paused = await burst(draft.id, 'pause');
      expect(statuses(paused)).toEqual(Array(20).fill(200));
      expect(paused.every((res) => res.body.draft.paused === true)).toBe(true);
      const resumed = await burst(draft.id, 'resume');
      expect(statuses(resumed)).toEqual(Array(20).fill(200));
      expect(resumed.every((res) => res.body.draft.paused === false)).toBe(true);
      const types = await eventTypes(draft.id);
      expect([count(types, 'DraftPaused'), count(types, 'DraftResumed')]).toEqual([1, 1]);
    });

    it('start: of 20 simultaneous starts one starts the draft; the rest are refused', async () => {
      const { draft } = await lobbyOf(2);
      const results = await burst(draft.id, 'start');
      expect(results.filter((res) => res.status === 200)).toHaveLength(1);
      const refused = results.filter((res) => res.status !== 200);
      expect(new Set(refused.map((res) => `${res.status} ${res.body.message}`))).toEqual(new Set(['422 This draft has already started.']));
      expect(count(await eventTypes(draft.id), 'DraftStarted')).toBe(1);
    });
  });

  it('deletes a draft for good and frees nothing else', async () => {
    const { draft, players } = await liveDraft(2);
    const player = players[0];
    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(player.token)).expect(403);
    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(admin)).expect(200);
    await h.http().get(`/api/drafts/${draft.id}`).set(bearer(admin)).expect(404);
    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(admin)).expect(404);
    expect((await h.http().get('/api/user/drafts').set(bearer(player.token))).body).toEqual([]);
  });
});

describe('pick queue', () => {
  it('is private to its participant and refuses items outside the cast', async () => {
    const { draft, players } = await liveDraft(2);
    const url = `/api/drafts/${draft.id}/queue`;
    const { body } = await h
      .http()
      .put(url)
      .set(bearer(players[1].token))
      .send({ itemIds: ['ar38-t5', 'ar38-t2'] })
      .expect(200);
    expect(body).toEqual({ draftId: draft.id, itemIds: ['ar38-t5', 'ar38-t2'] });
    expect((await h.http().get(url).set(bearer(players[0].token)).expect(200)).body.itemIds).toEqual([]);
    await h
      .http()
      .put(url)
      .set(bearer(players[1].token))
      .send({ itemIds: ['nope'] })
      .expect(422);
    await h
      .http()
      .put(url)
      .set(bearer(players[1].token))
      .send({ itemIds: ['ar38-t1', 'ar38-t1'] })
      .expect(400);
    const outsider = await h.player();
    await h.http().get(url).set(bearer(outsider.token)).expect(403);
    await h.http().get(url).set(bearer(admin)).expect(403);
  });

  it('refuses a queue of thousands of bad ids with the first problems listed, not one per id', async () => {
    const { draft, players } = await liveDraft(2);
    const res = await h
      .http()
      .put(`/api/drafts/${draft.id}/queue`)
      .set(bearer(players[0].token))
      .send({ itemIds: Array.from({ length: 20_000 }, () => '!') })
      .expect(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.errors.length).toBeLessThanOrEqual(21);
    expect(res.body.errors.at(-1).message).toMatch(/^and [\d,]+ more$/);
    expect(res.text.length).toBeLessThan(5_000);
  });
});
