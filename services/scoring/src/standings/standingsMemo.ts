import { maskEmail } from '@reality-draft/events';
import type { ScoringWorld } from './scoringWorld';
import type { Viewer } from './viewer';

/**
 * Standings computed once per world (one change of the read models) and spoiler guard: every viewer
 * asking the same question between two changes shares one computation. Answers are computed as an
 * admin would see them; each viewer's copy then masks the emails it may not see.
 */
export class StandingsMemo {
  private readonly answers = new WeakMap<ScoringWorld, Map<string, unknown>>();

  shared<T>(world: ScoringWorld, question: string, viewer: Viewer, compute: (asAdmin: Viewer) => T): T {
    let known = this.answers.get(world);
    if (!known) this.answers.set(world, (known = new Map()));
    const key = `${question}|${JSON.stringify(viewer.watched)}`;
    if (!known.has(key)) known.set(key, compute({ principal: { id: '', userType: 'admin' }, watched: viewer.watched }));
    return known.get(key) as T;
  }
}

/** Rows as this viewer may see them: admins every email, a player their own and the others masked. */
export function withEmailsFor<Row extends { playerId: string; playerEmail: string | null }>(rows: Row[], viewer: Viewer): Row[] {
  if (viewer.principal.userType === 'admin') return rows;
  return rows.map((row) => (row.playerId === viewer.principal.id || !row.playerEmail ? row : { ...row, playerEmail: maskEmail(row.playerEmail) }));
}
