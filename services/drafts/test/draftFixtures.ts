import type { DraftEvent } from '@reality-draft/events';
import type { CastEntry } from '../src/draft/commands';

/**
 * The draft deciders' specs are given: draft d1 of Amazing Race, created by `admin` at second 0 of
 * `start`, with `at`/`iso` for a second after it, and p1 and p2 joining it (`lobby`).
 */
export function draftFixtures(start = '2026-11-21T12:00:00.000Z', { joinCode = '123456', joinedAtSecond = 0 } = {}) {
  const startMs = Date.parse(start);
  const at = (seconds: number) => new Date(startMs + seconds * 1000);
  const iso = (seconds: number) => at(seconds).toISOString();
  const created: DraftEvent = {
    type: 'DraftCreated',
    data: { draftId: 'd1', adminId: 'admin', joinCode, showType: 'amazing_race', draftDate: start.slice(0, 10), turnTimeLimit: 60, createdAt: iso(0) },
  };
  const joined = (playerId: string): DraftEvent => ({ type: 'PlayerJoinedDraft', data: { draftId: 'd1', playerId, joinedAt: iso(joinedAtSecond) } });
  return { at, iso, created, joined, lobby: [created, joined('p1'), joined('p2')] };
}

/** Teams t1 to t10, ranked in that order; those named in `out` are no longer active. */
export const tenTeams = (out: string[] = []): CastEntry[] =>
  Array.from({ length: 10 }, (_, i) => ({ id: `t${i + 1}`, label: `Team ${i + 1}`, isActive: !out.includes(`t${i + 1}`), rank: i + 1 }));
