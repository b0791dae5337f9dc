import {
  castStream,
  type CastCleared,
  type CastMemberEliminated,
  type CastSeeded,
  type ContestantFacts,
  type ShowType,
  type TeamFacts,
} from '@reality-draft/events';
import { bearer, startWithAccounts } from '@reality-draft/identity/testing';
import type { Storage } from '@reality-draft/kernel';
import { draftsService, type DraftsSettings } from '../src/draftsModule';

export { ADMIN, bearer } from '@reality-draft/identity/testing';

import { memoryStorage } from '@reality-draft/kernel/testing';
import { manualClock, type ManualClock } from './manualClock';
import { sampleContestantFacts } from '@reality-draft/events/testing';
export { memoryStorage };

/** Reads until `accept` holds, 10 ms apart, at most `tries` times; `beforeRead` runs before each read. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { tries = 200, beforeRead }: { tries?: number; beforeRead?: () => void } = {},
): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    beforeRead?.();
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never held');
}

function teams(count: number): TeamFacts[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `ar38-t${i + 1}`,
    teamNumber: i + 1,
    memberNames: `Racer ${i + 1}A & Racer ${i + 1}B`,
    season: 38,
    description: 'Demo cast — Friends',
    photoUrl: null,
    teamPhotoUrl: null,
  }));
}

function contestants(prefix: string, season: number, count: number): ContestantFacts[] {
  return Array.from({ length: count }, (_, i) => sampleContestantFacts(i + 1, { id: `${prefix}-c${i + 1}`, season }));
}

/** Identity and drafts on the given storage behind the real HTTP kit, with helpers to drive a draft. */
export async function startDrafts(storage: Storage, settings: Partial<DraftsSettings> = {}, identity: { demo?: boolean } = {}) {
  const { running, http, accounts } = await startWithAccounts(storage, [draftsService({ turnClock: false, ...settings })], { identity });
  const harness = {
    running,
    http,
    ...accounts,
    /** Loads a show's cast the way the catalogue records it. */
    async seedCast(showType: ShowType, count: number) {
      const members = showType === 'amazing_race' ? teams(count) : contestants(showType === 'survivor' ? 'sv49' : 'bb27', 27, count);
      const event: CastSeeded = {
        type: 'CastSeeded',
        data: { showType, season: 38, source: 'demo', members, seededBy: 'test', seededAt: new Date().toISOString() },
      };
      const { position } = await storage.events.append(castStream(showType), [event], 'any');
      await running.runner.waitFor(position);
      return members;
    },
    /** Clears a show's cast the way the catalogue's data tools record it. */
    async clearCast(showType: ShowType) {
      const event: CastCleared = { type: 'CastCleared', data: { showType, clearedBy: 'test', clearedAt: new Date().toISOString() } };
      await running.runner.waitFor((await storage.events.append(castStream(showType), [event], 'any')).position);
    },
    /** `period`: the week or episode they went out in, when the admin says. */
    async eliminate(showType: ShowType, memberId: string, period?: number) {
      const event: CastMemberEliminated = { type: 'CastMemberEliminated', data: { showType, memberId, period, by: 'test', at: new Date().toISOString() } };
      await running.runner.waitFor((await storage.events.append(castStream(showType), [event], 'any')).position);
    },
    async createDraft(token: string, body: Record<string, unknown> = {}) {
      const { body: draft } = await http()
        .post('/api/drafts')
        .set(bearer(token))
        .send({ draftDate: '2026-11-21', turnTimeLimit: 60, showType: 'amazing_race', ...body })
        .expect(201);
      return draft as { id: string; joinCode: string };
    },
    async join(token: string, joinCode: string) {
      return http().post('/api/drafts/join').set(bearer(token)).send({ joinCode }).expect(200);
    },
    /** Sets a player's pick queue (the teams or contestants the clock picks from for them, in order). */
    async queue(token: string, draftId: string, itemIds: string[]) {
      await http().put(`/api/drafts/${draftId}/queue`).set(bearer(token)).send({ itemIds }).expect(200);
    },
    room: async (token: string, draftId: string) => (await http().get(`/api/drafts/${draftId}`).set(bearer(token)).expect(200)).body,
  };
  return harness;
}

export type DraftsHarness = Awaited<ReturnType<typeof startDrafts>>;

/**
 * For each test of the enclosing block: a fresh drafts service on memory storage, its admin's token and
 * an Amazing Race cast of 13 teams, handed to `use`; stopped after the test. On a clock the test moves
 * (`clock`): with `clock: 'time'` the service's time, with `clock: 'turns'` its turn clock's alarms too.
 */
export function eachTestOnAFreshCast(
  use: (fresh: { h: DraftsHarness; admin: string; clock: ManualClock }) => void,
  { clock: moved }: { clock?: 'time' | 'turns' } = {},
): void {
  let h: DraftsHarness;
  beforeEach(async () => {
    const clock = manualClock();
    const settings = { time: { now: clock.now }, turns: { turnClock: true, now: clock.now, timers: clock.timers } };
    h = await startDrafts(memoryStorage(), moved ? settings[moved] : {});
    const admin = await h.adminToken();
    await h.seedCast('amazing_race', 13);
    use({ h, admin, clock });
  });
  afterEach(() => h.running.stop());
}
