import { MINI_GAME_MESSAGES, miniGameStream, type MiniGameEvent } from '@reality-draft/events';
import { Forbidden, fold, NotFound } from '@reality-draft/kernel';
import { gameDecider } from '../game/decide';
import type { MiniGamesDeps } from '../minigamesDeps';
import type { DraftDocument, GameDocument } from './documents';

export interface SeenGame {
  game: GameDocument;
  draft: DraftDocument;
}

/** A game that is listed: neither it nor its draft deleted. */
async function listed(deps: MiniGamesDeps, miniGameId: string): Promise<SeenGame | null> {
  const game = await deps.queries.game(miniGameId);
  const draft = game && (await deps.queries.draft(game.draftId));
  return game && draft ? { game, draft } : null;
}

/** A game only the admin who sent it manages (404 when it is gone, 403 for another admin). */
export async function adminGame(deps: MiniGamesDeps, miniGameId: string, adminId: string): Promise<SeenGame> {
  const seen = await listed(deps, miniGameId);
  if (!seen) throw new NotFound(MINI_GAME_MESSAGES.notFound);
  if (seen.game.adminId !== adminId) throw new Forbidden(MINI_GAME_MESSAGES.notYourGame);
  return seen;
}

export const isParticipant = (draft: DraftDocument, playerId: string) => draft.participants.includes(playerId);

/** A game of one of the player's drafts; to anyone else it does not exist. */
export async function playerGame(deps: MiniGamesDeps, miniGameId: string, playerId: string): Promise<SeenGame> {
  const seen = await listed(deps, miniGameId);
  if (!seen || !isParticipant(seen.draft, playerId)) throw new NotFound(MINI_GAME_MESSAGES.notFound);
  return seen;
}

/** The game's stream as it stands now (its round and whether it is finished decide an attempt, not a read model). */
export async function gameStreamState(deps: MiniGamesDeps, miniGameId: string) {
  const { events } = await deps.events.readStream(miniGameStream(miniGameId));
  const state = fold(gameDecider, events as unknown as MiniGameEvent[]);
  if (!state.sent || state.deleted) throw new NotFound(MINI_GAME_MESSAGES.notFound);
  return { ...state, sent: state.sent };
}
