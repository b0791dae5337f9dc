import { MAX_ATTEMPTS, toWireGameType, type ActiveAttempt, type PlayerMiniGameItem, type PlayerMiniGameView } from '@reality-draft/events';
import { playerGame } from './gameAccess';
import { playerPuzzleOf } from '../puzzles/seenPuzzle';
import type { MiniGamesDeps } from '../minigamesDeps';
import type { AttemptDocument, DraftDocument, GameDocument } from './documents';
import { miniGameDraft } from './draftName';

function itemOf(game: GameDocument, draft: DraftDocument, attempt: AttemptDocument | null, playerId: string): PlayerMiniGameItem {
  const completed = attempt?.completion != null;
  const { id, title, description, gameType, finished, sentAt } = game;
  return {
    id,
    title,
    description,
    gameType: toWireGameType(gameType),
    isCompleted: completed,
    completed,
    attemptsUsed: attempt ? 1 : 0,
    maxAttempts: MAX_ATTEMPTS,
    hasActiveAttempt: attempt !== null && !completed && !finished,
    bestTime: attempt?.completion?.completionTimeSeconds ?? null,
    finished,
    pointsAwarded: game.awards.find((award) => award.playerId === playerId)?.points ?? null,
    draft: miniGameDraft(draft),
    sentAt,
  };
}

/** The attempt in play, with the server's clock now (a reload resumes it, the clock still running). */
export function activeAttempt(attempt: AttemptDocument | null, now: Date): ActiveAttempt | null {
  if (!attempt || attempt.completion) return null;
  return { startedAt: attempt.startedAt, serverNow: now.toISOString(), puzzle: playerPuzzleOf(attempt.puzzle), ...(attempt.grid && { grid: attempt.grid }) };
}

/** GET /api/player/mini-games: the games sent to the player's drafts, newest first. */
export async function playerMiniGames(deps: MiniGamesDeps, playerId: string): Promise<PlayerMiniGameItem[]> {
  const drafts = new Map((await deps.queries.draftsOfPlayer(playerId)).map((draft) => [draft.id, draft]));
  const games = await deps.queries.games({ draftIds: [...drafts.keys()] });
  const attempts = new Map((await deps.queries.attempts(games, playerId)).map((attempt) => [attempt.miniGameId, attempt]));
  return games.map((game) => itemOf(game, drafts.get(game.draftId)!, attempts.get(game.id) ?? null, playerId));
}

/** GET /api/player/mini-game/{id}: the puzzle appears once the attempt has started, and only while it runs. */
export async function playerMiniGame(deps: MiniGamesDeps, miniGameId: string, playerId: string): Promise<PlayerMiniGameView> {
  const { game, draft } = await playerGame(deps, miniGameId, playerId);
  const attempt = await deps.queries.attempt(game, playerId);
  const item = itemOf(game, draft, attempt, playerId);
  const completion = attempt?.completion ?? null;
  return {
    ...item,
    attemptCount: item.attemptsUsed,
    maxAttemptsReached: item.attemptsUsed >= MAX_ATTEMPTS,
    score: item.pointsAwarded,
    completedAt: completion?.completedAt ?? null,
    moves: completion?.moveCount ?? null,
    perfect: completion?.perfect ?? false,
    attempt: game.finished ? null : activeAttempt(attempt, deps.now()),
  };
}
