import {
  AWARD_POINTS,
  MINI_GAME_MESSAGES,
  SLIDING_BLOCK_WIRE_GAME_TYPE,
  toWireGameType,
  type MiniGameReplays,
  type SlidingBlockWireGameType,
} from '@reality-draft/events';
import { Forbidden, NotFound, type Principal } from '@reality-draft/kernel';
import { isParticipant } from '../readModels/gameAccess';
import type { MiniGamesDeps } from '../minigamesDeps';
import type { GameDocument } from '../readModels/documents';
import { rankedCompletions, rankingCloses, type Completed } from './rankings';

export const REPLAYS_LATER = 'The replays open once you have completed your attempt or the game has finished.';

/** Admins always; a player of the game's draft once their own attempt is over or the game finished; no one else. */
async function replayable(deps: MiniGamesDeps, miniGameId: string, viewer: Principal): Promise<GameDocument> {
  const game = await deps.queries.game(miniGameId);
  const draft = game && (await deps.queries.draft(game.draftId));
  if (!game || !draft) throw new NotFound(MINI_GAME_MESSAGES.notFound);
  if (viewer.userType === 'admin') return game;
  if (!isParticipant(draft, viewer.id)) throw new NotFound(MINI_GAME_MESSAGES.notFound);
  if (!game.finished && !(await deps.queries.attempt(game, viewer.id))?.completion) throw new Forbidden(REPLAYS_LATER);
  return game;
}

type Replay = MiniGameReplays['replays'][number];

/** A verified solve as it was played: the recorded starting layout and the replayed moves (a sudoku has none to show). */
function replayOf(attempt: Completed, rank: number, names: { playerFirstName: string | null; playerLastName: string | null }): Replay | null {
  const { completionTimeSeconds, moveCount, perfect, moves } = attempt.completion;
  const common = { rank, playerId: attempt.playerId, ...names, completionTimeSeconds, moveCount, perfect };
  const { puzzle } = attempt;
  if (puzzle.gameType === 'sliding-block')
    return {
      ...common,
      gameType: SLIDING_BLOCK_WIRE_GAME_TYPE,
      level: puzzle.level,
      moves: moves as Extract<Replay, { gameType: SlidingBlockWireGameType }>['moves'],
    };
  if (puzzle.gameType === 'jigsaw')
    return { ...common, gameType: 'jigsaw', pieces: puzzle.pieces, moves: moves as Extract<Replay, { gameType: 'jigsaw' }>['moves'] };
  return null;
}

/** GET /api/mini-games/{id}/replays (beyond the spec): the top three's verified solves. */
export async function miniGameReplays(deps: MiniGamesDeps, miniGameId: string, viewer: Principal): Promise<MiniGameReplays> {
  const game = await replayable(deps, miniGameId, viewer);
  const top = rankedCompletions(await deps.queries.attempts([game]), rankingCloses(game)).slice(0, AWARD_POINTS.length);
  const people = await deps.queries.people(top.map((attempt) => attempt.playerId));
  const replays = top.flatMap((attempt, index) => {
    const person = people.get(attempt.playerId);
    const replay = replayOf(attempt, index + 1, { playerFirstName: person?.firstName ?? null, playerLastName: person?.lastName ?? null });
    return replay ? [replay] : [];
  });
  return { miniGameId, gameType: toWireGameType(game.gameType), replays };
}
