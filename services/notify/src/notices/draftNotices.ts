import {
  currentTurn,
  onAutoPick,
  positionOnTheClock,
  webPushPayloads,
  type DraftEvent,
  type DraftState,
  type PushedDraft,
  type WebPushPayload,
} from '@reality-draft/events';

/** One push for one player; `stillDue`, asked before each try, says whether it is still worth sending. */
export interface Notice {
  playerId: string;
  payload: WebPushPayload;
  stillDue?: () => boolean;
}

export { FRESH_FOR_MS } from '@reality-draft/events';

/** What a notice names of its draft (`name` is absent from states stored before names existed). */
export const pushedDraft = (state: DraftState): PushedDraft => ({
  draftId: state.draftId,
  showType: state.showType,
  joinCode: state.joinCode,
  name: state.name ?? null,
});

/** The seconds the turn on the clock has left at `now`. */
function secondsLeft(state: DraftState, now: number): number {
  if (state.turnStartedAt === null) return state.turnTimeLimit;
  return Math.max(0, Math.min(state.turnTimeLimit, Math.ceil(state.turnTimeLimit - (now - state.turnStartedAt) / 1000)));
}

/** your-turn for the player a new turn puts on the clock (unless their auto-pick takes it at once), up-next for the one after. */
function turnNotices(state: DraftState, now: number): Notice[] {
  const turn = currentTurn(state);
  if (!turn || state.pausedRemainingMs !== null) return [];
  const draft = pushedDraft(state);
  const notices: Notice[] = [];
  const left = secondsLeft(state, now);
  if (!onAutoPick(state) && left > 0) notices.push({ playerId: turn.playerId, payload: webPushPayloads.yourTurn(draft, turn.pickNumber, left) });
  const nextPosition = positionOnTheClock(turn.pickNumber + 1, state.participants.length);
  const nextPlayer = nextPosition === null ? undefined : state.participants[nextPosition - 1];
  if (nextPlayer && nextPlayer !== turn.playerId && !state.autoPick.includes(nextPlayer)) {
    notices.push({ playerId: nextPlayer, payload: webPushPayloads.upNext(draft, turn.pickNumber + 1) });
  }
  return notices;
}

/** What one draft event tells whom, from the draft before and after it (docs/notifications.md#what-is-pushed). */
export function draftNotices(after: DraftState, event: DraftEvent, now: number): Notice[] {
  if (after.deleted || !after.exists) return [];
  const draft = pushedDraft(after);
  switch (event.type) {
    case 'DraftCreated': {
      // The same league again (docs/league.md#seasons): the season before's players are invited.
      const { previousDraftId, invited = [] } = event.data;
      return previousDraftId ? invited.map((playerId) => ({ playerId, payload: webPushPayloads.nextSeason(draft, previousDraftId) })) : [];
    }
    case 'DraftStarted':
      return [...after.participants.map((playerId) => ({ playerId, payload: webPushPayloads.draftStarted(draft) })), ...turnNotices(after, now)];
    case 'PickMade': {
      const { auto, playerId, pickNumber, label } = event.data;
      const picked: Notice[] = auto ? [{ playerId, payload: webPushPayloads.autoPicked(draft, pickNumber, label) }] : [];
      return [...picked, ...turnNotices(after, now)];
    }
    case 'DraftReset':
    case 'PickUndone':
      return turnNotices(after, now);
    case 'AutoPickSet':
      return event.data.on && event.data.reason === 'timeouts' && after.status === 'active'
        ? [{ playerId: event.data.playerId, payload: webPushPayloads.autoPickOn(draft) }]
        : [];
    default:
      return [];
  }
}
