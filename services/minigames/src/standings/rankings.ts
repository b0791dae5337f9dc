import { AWARD_POINTS, compareCompletions, pointsForRank, type MiniGameAward } from '@reality-draft/events';
import type { AttemptDocument, CompletionView, GameDocument } from '../readModels/documents';

export type Completed = AttemptDocument & { completion: CompletionView };

/** When a game's ranking closes: at its finish (null while it runs, and for a document projected before finishedAt was kept). */
export const rankingCloses = (game: Pick<GameDocument, 'finishedAt'>): string | null => game.finishedAt ?? null;

/** Whether a completion counts: every one while the ranking is open; once closed, only those at or before its time. */
const countsUntil =
  (closes: string | null) =>
  (attempt: AttemptDocument): attempt is Completed =>
    attempt.completion !== null && (closes === null || Date.parse(attempt.completion.completedAt) <= Date.parse(closes));

/**
 * The round's completions that count, fastest first; ties to fewer moves, then the earlier completion.
 * `closes` is the finish's time: a completion that landed after the finish is ranked nowhere.
 */
export function rankedCompletions(attempts: AttemptDocument[], closes: string | null): Completed[] {
  const completed = attempts.filter(countsUntil(closes));
  const key = ({ completion }: Completed) => ({
    completionTimeSeconds: completion.completionTimeSeconds,
    moves: completion.moveCount,
    completedAt: completion.completedAt,
  });
  return completed.sort((a, b) => compareCompletions(key(a), key(b)) || a.playerId.localeCompare(b.playerId));
}

/** What the finish awards by place: the spec's 3, 2 and 1 unless the admin set other points for this finish. */
export function awardsOf(ranked: Completed[], places: readonly number[] = AWARD_POINTS): MiniGameAward[] {
  return ranked.slice(0, places.length).map((attempt, index) => ({
    playerId: attempt.playerId,
    rank: index + 1,
    points: places[index],
    completionTimeSeconds: attempt.completion.completionTimeSeconds,
  }));
}

/** A place's points: what the finish awarded, or (before it) what a finish awards by default. */
export function pointsOf(game: GameDocument, ranked: Completed, index: number): number {
  if (game.finished) return game.awards.find((award) => award.playerId === ranked.playerId)?.points ?? 0;
  return pointsForRank(AWARD_POINTS, index + 1);
}
