/** Test code only (not built into dist): identity, catalogue, drafts and scoring on one storage, with helpers to play a season. */
import { catalogService } from '@reality-draft/catalog';
import { draftsService } from '@reality-draft/drafts';
import type { ShowType } from '@reality-draft/events';
import { startWithAccounts, type TestPlayer } from '@reality-draft/identity/testing';
import type { Storage } from '@reality-draft/kernel';
import { scoringService, type ScoringSettings } from '../src/scoringModule';

import { bearer } from '@reality-draft/identity/testing';
export { bearer } from '@reality-draft/identity/testing';

import { memoryStorage } from '@reality-draft/kernel/testing';
export { memoryStorage };

const SEED_TOOL: Record<ShowType, string> = { amazing_race: 'seed-teams', big_brother: 'seed-contestants', survivor: 'seed-survivor-contestants' };
const CAST_LIST: Record<ShowType, string> = { amazing_race: '/api/teams', big_brother: '/api/contestants', survivor: '/api/survivor-contestants' };

export type Player = TestPlayer;

export async function startScoring(storage: Storage, scoring: Partial<ScoringSettings> = {}) {
  const { running, http, accounts } = await startWithAccounts(storage, [
    catalogService(),
    draftsService({ turnClock: false, ...(scoring.now && { now: scoring.now }) }),
    scoringService(scoring),
  ]);
  const admin = await accounts.adminToken();

  const h = {
    running,
    http,
    admin,
    player: accounts.player,
    otherAdminToken: accounts.otherAdminToken,
    /** Loads a show's demo cast and answers its member ids in cast order. */
    async seed(showType: ShowType): Promise<string[]> {
      await http().post(`/api/admin/${SEED_TOOL[showType]}`).set(bearer(admin)).send({}).expect(200);
      const { body } = await http().get(CAST_LIST[showType]).set(bearer(admin)).expect(200);
      return (body as { id: string }[]).map((member) => member.id);
    },
    /** A started draft of the show in which each player, in draft order, picks the next of `picks`' items. */
    async draft(showType: ShowType, players: Player[], picks: string[]): Promise<{ id: string; order: string[] }> {
      const { body: draft } = await http().post('/api/drafts').set(bearer(admin)).send({ draftDate: '2026-11-23', showType, turnTimeLimit: 600 }).expect(201);
      for (const player of players) await http().post('/api/drafts/join').set(bearer(player.token)).send({ joinCode: draft.joinCode }).expect(200);
      const { body: room } = await http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).send({}).expect(200);
      const field = showType === 'amazing_race' ? 'teamId' : 'contestantId';
      for (const itemId of picks) {
        const { body: now } = await http().get(`/api/drafts/${draft.id}`).set(bearer(admin)).expect(200);
        const picker = players.find((player) => player.id === now.draft.currentPlayerId)!;
        await http()
          .post(`/api/drafts/${draft.id}/pick`)
          .set(bearer(picker.token))
          .send({ [field]: itemId })
          .expect(200);
      }
      return { id: draft.id, order: room.draft.phaseOneOrder };
    },
    /** A finished draft of the show in which each player ends up with exactly their `rosters` items (picked in turn order). */
    async league(showType: ShowType, rosters: [Player, string[]][]): Promise<{ id: string }> {
      const { id } = await h.draft(
        showType,
        rosters.map(([player]) => player),
        [],
      );
      const left = new Map(rosters.map(([player, items]) => [player.id, [...items]]));
      const field = showType === 'amazing_race' ? 'teamId' : 'contestantId';
      for (;;) {
        const { body: now } = await http().get(`/api/drafts/${id}`).set(bearer(admin)).expect(200);
        if (now.draft.status === 'completed') return { id };
        const picker = rosters.find(([player]) => player.id === now.draft.currentPlayerId)![0];
        const itemId = left.get(picker.id)!.shift();
        await http()
          .post(`/api/drafts/${id}/pick`)
          .set(bearer(picker.token))
          .send({ [field]: itemId })
          .expect(200);
      }
    },
    teamPoints: (body: Record<string, unknown>, token = admin) => http().post('/api/point-totals-table').set(bearer(token)).send(body),
    contestantPoints: (body: Record<string, unknown>, token = admin) => http().post('/api/contestant-point-totals-table').set(bearer(token)).send(body),
    get: (path: string, token = admin) => http().get(path).set(bearer(token)),
  };
  return h;
}

export type ScoringHarness = Awaited<ReturnType<typeof startScoring>>;

/** Ann Lee holds Big Brother's 1st, 4th and 9th house guests, Ben Cho the 2nd, 3rd and 10th: the league tests' usual two. */
export const ANN_AND_BEN: [string, string, number[]][] = [
  ['Ann', 'Lee', [0, 3, 8]],
  ['Ben', 'Cho', [1, 2, 9]],
];

/**
 * A finished Big Brother league on memory storage: its players registered (first and last name, and the
 * house guests they end the draft with, by place in the cast), answered with the cast's ids.
 */
export async function startBigBrotherLeague(rosters = ANN_AND_BEN, scoring: Partial<ScoringSettings> = {}) {
  const storage = memoryStorage();
  const h = await startScoring(storage, scoring);
  const bb = await h.seed('big_brother');
  const players: Player[] = [];
  for (const [first, last] of rosters) players.push(await h.player(first, last));
  const league = await h.league(
    'big_brother',
    rosters.map(([, , places], i) => [players[i], places.map((place) => bb[place])]),
  );
  return { storage, h, bb, players, league };
}
