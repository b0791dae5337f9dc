import type { PickResponse, PickSource } from '@reality-draft/events';
import { NotFound } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import { DRAFT_NOT_FOUND, itemWord, SIMULTANEOUS_PICK } from './messages';
import { handleDraftCommand } from './handleDraftCommand';
import { roomView } from '../room/roomAccess';
import { currentTurn } from './draft';

/**
 * A player's pick on their own turn, for the turn on the clock when the request arrived: of several
 * picks racing for one turn exactly one lands and the rest get 409 — even when the same player is
 * also on the clock for the next turn (the snake's turnaround), so a double click never picks twice.
 */
export async function makePick(deps: DraftsDeps, draftId: string, playerId: string, itemId: string): Promise<PickResponse> {
  const room = await deps.queries.room(draftId);
  if (!room) throw new NotFound(DRAFT_NOT_FOUND);
  const seen = currentTurn(room.state);
  const cast = await deps.queries.castEntries(room.state.showType);
  const { events } = await deps.turnPins.during(draftId, playerId, seen?.playerId === playerId ? seen.pickNumber : undefined, (expectedPickNumber) =>
    handleDraftCommand(
      deps,
      draftId,
      { type: 'MakePick', playerId, itemId, source: 'player', expectedPickNumber, cast, queue: [], now: deps.now() },
      { conflictMessage: SIMULTANEOUS_PICK },
    ),
  );
  const view = await roomView(deps, draftId);
  const pickNumber = events[0].type === 'PickMade' ? events[0].data.pickNumber : 0;
  const word = itemWord(room.state.showType);
  return { message: `Your ${word} has been selected.`, pick: view.picks.find((p) => p.pickNumber === pickNumber)!, room: view };
}

/**
 * The server picks for whoever is on the clock: the timer at expiry plus grace, or a demo bot.
 * `expectedPickNumber` pins the turn it was scheduled for, so a late or duplicate timer changes nothing.
 */
export async function autoPick(deps: DraftsDeps, draftId: string, source: Exclude<PickSource, 'player'>, expectedPickNumber: number): Promise<void> {
  const room = await deps.queries.room(draftId);
  const turn = room && currentTurn(room.state);
  if (!room || !turn || turn.pickNumber !== expectedPickNumber) return;
  const [cast, queue] = await Promise.all([deps.queries.castEntries(room.state.showType), deps.queries.queue(draftId, turn.playerId)]);
  await handleDraftCommand(deps, draftId, { type: 'MakePick', playerId: null, itemId: null, source, expectedPickNumber, cast, queue, now: deps.now() });
}
