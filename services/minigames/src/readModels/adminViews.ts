import { toWireGameType, type AvailableDraft, type SentMiniGame, type SudokuDifficulty, type SudokuTestAnswer } from '@reality-draft/events';
import { draftName, miniGameDraft } from './draftName';
import type { MiniGamesDeps } from '../minigamesDeps';

/** GET /api/admin/drafts/available: the admin's drafts (a deleted one is gone). */
export async function availableDrafts(deps: MiniGamesDeps, adminId: string): Promise<AvailableDraft[]> {
  const drafts = await deps.queries.draftsOfAdmin(adminId);
  return drafts.map((draft) => ({ id: draft.id, name: draftName(draft), showType: draft.showType, joinCode: draft.joinCode, status: draft.status }));
}

/** GET /api/admin/mini-games: the games the admin sent to drafts that still exist, newest first. */
export async function sentMiniGames(deps: MiniGamesDeps, adminId: string): Promise<SentMiniGame[]> {
  const games = await deps.queries.games({ adminId });
  const [drafts, attempts] = await Promise.all([deps.queries.drafts(games.map((game) => game.draftId)), deps.queries.attempts(games)]);
  const draftsById = new Map(drafts.map((draft) => [draft.id, draft]));
  return games.flatMap((game) => {
    const draft = draftsById.get(game.draftId);
    if (!draft) return [];
    const { id, title, description, gameType, sentAt, finished } = game;
    const completions = attempts.filter((attempt) => attempt.miniGameId === id && attempt.completion).length;
    return [
      {
        id,
        title,
        description,
        gameType: toWireGameType(gameType),
        sentAt,
        draft: { ...miniGameDraft(draft), name: draftName(draft) },
        finished,
        completions,
        participants: draft.participants.length,
        difficulty: game.difficulty,
      },
    ];
  });
}

/** GET /api/admin/sudoku/test: a puzzle with its solution (the one place a solution leaves the server). */
export function testSudoku(deps: MiniGamesDeps, difficulty: SudokuDifficulty): SudokuTestAnswer {
  return { difficulty, ...deps.puzzles.sudoku(difficulty, deps.random) };
}
