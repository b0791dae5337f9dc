import {
  castItemKind,
  currentTurn,
  type DraftEvent,
  type DraftState,
  type PickRequest,
  type PickResponse,
  type PickSource,
  type ShowType,
} from '@reality-draft/events';
import { BadRequest, NotFound, type Principal } from '@reality-draft/kernel';
import type { DraftCommand } from './commands';
import { DRAFT_NOT_FOUND, SIMULTANEOUS_PICK } from './messages';
import type { DraftsDeps } from '../draftsDeps';
import { castEntries, handleDraftCommand } from './handleDraftCommand';
import { pickView } from '../readModels/draftViews';
import { roomAsOf, roomView } from '../readModels/roomAccess';
import type { TurnPin } from './turnPins';

/** The item a pick body names, checked against the show: teamId for Amazing Race, else contestantId. */
export function pickedItemId(body: PickRequest, showType: ShowType): string {
  const given = [body.teamId, body.contestantId, body.survivorContestantId].filter((value) => value !== undefined);
  if (given.length !== 1) throw new BadRequest('Send exactly one of teamId, contestantId or survivorContestantId.');
  if (showType === 'amazing_race' && body.teamId === undefined) throw new BadRequest('Amazing Race picks send teamId.');
  if (showType !== 'amazing_race' && body.teamId !== undefined) throw new BadRequest('Big Brother and Survivor picks send contestantId.');
  return given[0];
}

function existingDraft(state: DraftState): DraftState {
  if (!state.exists || state.deleted) throw new NotFound(DRAFT_NOT_FOUND);
  return state;
}

/**
 * A player's pick on their own turn, for the turn named in the body (`pickNumber`) or else the turn on
 * the clock when the request arrived: of several picks racing for one turn exactly one lands and the
 * rest get 409 — even when the same player is also on the clock for the next turn (the snake's
 * turnaround), so a double click never picks twice. The stream is read once: the command is made from it.
 */
export async function makePick(deps: DraftsDeps, draftId: string, player: Principal, body: PickRequest): Promise<PickResponse> {
  const playerId = player.id;
  let pin: TurnPin | undefined;
  const command = async (state: DraftState): Promise<DraftCommand> => {
    const { showType } = existingDraft(state);
    const itemId = pickedItemId(body, showType);
    const seen = currentTurn(state);
    pin ??= deps.turnPins.pin(draftId, playerId, body.pickNumber ?? (seen?.playerId === playerId ? seen.pickNumber : undefined));
    const cast = await castEntries(deps, showType);
    return { type: 'MakePick', playerId, itemId, source: 'player', expectedPickNumber: pin.pickNumber, cast, queue: [], now: deps.now() };
  };
  try {
    const { events, version } = await handleDraftCommand(deps, draftId, command, { conflictMessage: SIMULTANEOUS_PICK });
    return await pickAnswer(deps, draftId, { events, version }, player, (kind) => `Your ${kind} has been selected.`);
  } finally {
    pin?.release();
  }
}

/** A pick's answer: the pick as the room shows it, and the room after it, as `viewer` sees it. */
async function pickAnswer(
  deps: DraftsDeps,
  draftId: string,
  { events, version }: { events: DraftEvent[]; version: number },
  viewer: Principal,
  message: (kind: string) => string,
): Promise<PickResponse> {
  const room = await roomAsOf(deps, draftId, version);
  const made = events.find((event) => event.type === 'PickMade')!;
  const { draftId: _draftId, ...entry } = made.data;
  const view = await roomView(deps, room, viewer);
  return {
    message: message(castItemKind(room.showType)),
    pick: view.picks.find((pick) => pick.pickNumber === entry.pickNumber) ?? pickView(room, entry, new Map()),
    room: view,
  };
}

/**
 * The draft's admin picks for whoever is on the clock (docs/drafts.md#commissioner-pick), for the turn
 * on the clock when the request arrived, so a double click never picks for the next player too.
 */
export async function commissionerPick(deps: DraftsDeps, draftId: string, admin: Principal, itemId: string): Promise<PickResponse> {
  let pin: TurnPin | undefined;
  const command = async (state: DraftState): Promise<DraftCommand> => {
    const { showType } = existingDraft(state);
    pin ??= deps.turnPins.pin(draftId, admin.id, currentTurn(state)?.pickNumber);
    const cast = await castEntries(deps, showType);
    return {
      type: 'MakePick',
      playerId: null,
      itemId,
      source: 'commissioner',
      adminId: admin.id,
      expectedPickNumber: pin.pickNumber,
      cast,
      queue: [],
      now: deps.now(),
    };
  };
  try {
    const { events, version } = await handleDraftCommand(deps, draftId, command, { conflictMessage: SIMULTANEOUS_PICK });
    return await pickAnswer(deps, draftId, { events, version }, admin, (kind) => `The ${kind} has been picked for the player on the clock.`);
  } finally {
    pin?.release();
  }
}

/** Raised when an alarm's turn is no longer on the clock: nothing to do. */
class StaleAlarm extends Error {}

/** Who the server picks as: the timer at expiry plus grace, a demo bot, or a player's auto-pick at once. */
export type ServerPickSource = Exclude<PickSource, 'player' | 'commissioner'>;

/**
 * The server picks for whoever is on the clock: the timer at expiry plus grace, a demo bot, or the
 * player's own auto-pick as the turn begins.
 * `expectedPickNumber` pins the turn it was scheduled for, so a late or duplicate alarm changes nothing.
 * It reads the stream, not the read model, so a lagging read model can never swallow an alarm.
 */
export async function autoPick(deps: DraftsDeps, draftId: string, source: ServerPickSource, expectedPickNumber: number): Promise<void> {
  const command = async (state: DraftState): Promise<DraftCommand> => {
    const turn = currentTurn(existingDraft(state));
    if (!turn || turn.pickNumber !== expectedPickNumber) throw new StaleAlarm();
    const [cast, queue] = await Promise.all([castEntries(deps, state.showType), deps.queries.queue(draftId, turn.playerId)]);
    return { type: 'MakePick', playerId: null, itemId: null, source, expectedPickNumber, cast, queue, now: deps.now() };
  };
  try {
    await handleDraftCommand(deps, draftId, command);
  } catch (error) {
    if (!(error instanceof StaleAlarm)) throw error;
  }
}
