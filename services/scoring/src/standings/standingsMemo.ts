import { maskEmail, seesEmailWhole } from '@reality-draft/events';
import type { ScoringWorld } from './scoringWorld';
import type { Viewer } from './viewer';

type PlayerRow = { playerId: string; playerEmail: string | null };

/** An answer's rows serialized once: as admins see them, and with the email masked. */
export interface SharedRows {
  ids: string[];
  full: string[];
  masked: string[];
  /** The whole answer as admins see it. */
  asAdmin: string;
}

function serialize(rows: PlayerRow[]): SharedRows {
  const full = rows.map((row) => JSON.stringify(row));
  const masked = rows.map((row, i) => (row.playerEmail ? JSON.stringify({ ...row, playerEmail: maskEmail(row.playerEmail) }) : full[i]));
  return { ids: rows.map((row) => row.playerId), full, masked, asAdmin: `[${full.join(',')}]` };
}

/**
 * Standings computed and serialized once per world (one change of the read models) and spoiler
 * guard: every viewer asking the same question between two changes shares one computation. Rows
 * are computed as an admin sees them; a player's answer is assembled from the masked rows with
 * their own row whole.
 */
export class StandingsMemo {
  private readonly answers = new WeakMap<ScoringWorld, Map<string, SharedRows>>();

  shared(world: ScoringWorld, question: string, viewer: Viewer, compute: (asAdmin: Viewer) => PlayerRow[]): SharedRows {
    let known = this.answers.get(world);
    if (!known) this.answers.set(world, (known = new Map()));
    const key = `${question}|${JSON.stringify(viewer.watched)}`;
    let answer = known.get(key);
    if (!answer) known.set(key, (answer = serialize(compute({ principal: { id: '', userType: 'admin' }, watched: viewer.watched }))));
    return answer;
  }
}

/** The JSON answer as this viewer may see it: admins every email, a player their own and the others masked. */
export function answerFor(rows: SharedRows, viewer: Viewer): string {
  if (viewer.principal.userType === 'admin') return rows.asAdmin;
  return `[${rows.ids.map((id, i) => (seesEmailWhole(viewer.principal, id) ? rows.full[i] : rows.masked[i])).join(',')}]`;
}
