import { castItemKind, type PickRequest, type PickResponse, type PickSource } from '@reality-draft/events';
import type { DraftsDeps } from '../draftsDeps';
import { roomView, streamRoom, streamRoomAt } from '../room/roomAccess';
import { evolveRoom } from '../room/roomProjection';
import { currentTurn } from './draft';
import { handleDraftCommand } from './handleDraftCommand';
import { SIMULTANEOUS_PICK } from './messages';
import { pickedItemId } from './pickRequest';

/**
 * A player's pick on their own turn, for the turn named in the body (`pickNumber`) or else the turn on
 * the clock when the request arrived: of several picks racing for one turn exactly one lands and the
 * rest get 409 — even when the same player is also on the clock for the next turn (the snake's
 * turnaround), so a double click never picks twice.
 */
export async function makePick(deps: DraftsDeps, draftId: string, playerId: string, body: PickRequest): Promise<PickResponse> {
  // The stream, not the read model: right after a turnaround pick the read model may still show it.
  const { room, version } = await streamRoomAt(deps, draftId);
  const itemId = pickedItemId(body, room.state.showType);
  const seen = currentTurn(room.state);
  const pinned = body.pickNumber ?? (seen?.playerId === playerId ? seen.pickNumber : undefined);
  const cast = await deps.queries.castEntries(room.state.showType);
  const handled = await deps.turnPins.during(draftId, playerId, pinned, (expectedPickNumber) =>
    handleDraftCommand(
      deps,
      draftId,
      { type: 'MakePick', playerId, itemId, source: 'player', expectedPickNumber, cast, queue: [], now: deps.now() },
      { conflictMessage: SIMULTANEOUS_PICK },
    ),
  );
  // The pick was appended right after the stream we read (the usual case): fold it on, no re-read.
  const { events } = handled;
  const after = handled.version - events.length === version ? events.reduce(evolveRoom, room) : await streamRoom(deps, draftId);
  const view = await roomView(deps, after);
  const made = events.find((event) => event.type === 'PickMade')!;
  return {
    message: `Your ${castItemKind(room.state.showType)} has been selected.`,
    pick: view.picks.find((pick) => pick.pickNumber === made.data.pickNumber)!,
    room: view,
  };
}

/**
 * The server picks for whoever is on the clock: the timer at expiry plus grace, or a demo bot.
 * `expectedPickNumber` pins the turn it was scheduled for, so a late or duplicate alarm changes nothing.
 * It reads the stream, not the read model, so a lagging read model can never swallow an alarm.
 */
export async function autoPick(deps: DraftsDeps, draftId: string, source: Exclude<PickSource, 'player'>, expectedPickNumber: number): Promise<void> {
  const room = await streamRoom(deps, draftId);
  const turn = currentTurn(room.state);
  if (!turn || turn.pickNumber !== expectedPickNumber) return;
  const [cast, queue] = await Promise.all([deps.queries.castEntries(room.state.showType), deps.queries.queue(draftId, turn.playerId)]);
  await handleDraftCommand(deps, draftId, { type: 'MakePick', playerId: null, itemId: null, source, expectedPickNumber, cast, queue, now: deps.now() });
}
