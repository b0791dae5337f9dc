import { AWARD_POINTS, compareCompletions, type MiniGameAward } from '@reality-draft/events';
import type { AttemptDocument, CompletionView, GameDocument } from '../readModels/documents';

export type Completed = AttemptDocument & { completion: CompletionView };

/** The round's completions, fastest first; ties to fewer moves, then the earlier completion. */
export function rankedCompletions(attempts: AttemptDocument[]): Completed[] {
  const completed = attempts.filter((attempt): attempt is Completed => attempt.completion !== null);
  const key = ({ completion }: Completed) => ({
    completionTimeSeconds: completion.completionTimeSeconds,
    moves: completion.moveCount,
    completedAt: completion.completedAt,
  });
  return completed.sort((a, b) => compareCompletions(key(a), key(b)) || a.playerId.localeCompare(b.playerId));
}

/** What the finish awards: 3, 2 and 1 points by place. */
export function awardsOf(ranked: Completed[]): MiniGameAward[] {
  return ranked.slice(0, AWARD_POINTS.length).map((attempt, index) => ({
    playerId: attempt.playerId,
    rank: index + 1,
    points: AWARD_POINTS[index],
    completionTimeSeconds: attempt.completion.completionTimeSeconds,
  }));
}

/** A place's points: what the finish awarded, or (before it) what it would award. */
export function pointsOf(game: GameDocument, ranked: Completed, index: number): number {
  if (game.finished) return game.awards.find((award) => award.playerId === ranked.playerId)?.points ?? 0;
  return AWARD_POINTS[index] ?? 0;
}
