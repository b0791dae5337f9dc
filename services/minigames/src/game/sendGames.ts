import {
  DEFAULT_SUDOKU_DIFFICULTY,
  defaultGameText,
  gameTypeOfSendable,
  miniGameSent,
  type GameSetup,
  type GameType,
  type SendMiniGameRequest,
  type SendSudokuRequest,
} from '@reality-draft/events';
import { assertActive } from '../catalogue/catalogueSettings';
import { draftName } from '../readModels/draftName';
import { handleGameCommand } from './handleGameCommand';
import type { MiniGamesDeps } from '../minigamesDeps';
import { makeSetup } from '../attempt/makePuzzle';

interface Sending {
  draftId: string;
  gameType: GameType;
  title?: string;
  description?: string;
  setup: GameSetup;
}

/** A blank title or description falls back to the catalogue's. */
const textOr = (given: string | undefined, fallback: string) => given?.trim() || fallback;

async function send(deps: MiniGamesDeps, adminId: string, sending: Sending): Promise<{ id: string; message: string }> {
  const draft = await deps.queries.draft(sending.draftId);
  // The draft's own refusals (404, another admin's 403) come first, then the catalogue's switch.
  if (draft?.adminId === adminId) await assertActive(deps, adminId, sending.gameType);
  const fallback = defaultGameText(sending.gameType);
  const title = textOr(sending.title, fallback.title);
  const miniGameId = deps.newId();
  await handleGameCommand(deps, miniGameId, {
    type: 'SendGame',
    miniGameId,
    draft: draft && { draftId: draft.id, adminId: draft.adminId, showType: draft.showType, joinCode: draft.joinCode },
    adminId,
    gameType: sending.gameType,
    title,
    description: textOr(sending.description, fallback.description),
    setup: sending.setup,
    now: deps.now(),
  });
  return { id: miniGameId, message: miniGameSent(title, draftName(draft!)) };
}

/** POST /api/admin/mini-games/send: the sliding-block game (one group of levels drawn now, for everyone) or the jigsaw. */
export function sendMiniGame(deps: MiniGamesDeps, adminId: string, body: SendMiniGameRequest) {
  const gameType = gameTypeOfSendable(body.gameType);
  return send(deps, adminId, { ...body, gameType, setup: makeSetup(gameType, deps.puzzles, deps.random) });
}

/** POST /api/admin/sudoku: a picture sudoku of one difficulty. */
export function sendSudoku(deps: MiniGamesDeps, adminId: string, body: SendSudokuRequest) {
  return send(deps, adminId, { ...body, gameType: 'sudoku', setup: { gameType: 'sudoku', difficulty: body.difficulty ?? DEFAULT_SUDOKU_DIFFICULTY } });
}
