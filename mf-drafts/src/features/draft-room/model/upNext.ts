// "You're up in N picks" for the signed-in player, by the snake order (events' picksUntilTurn).
import { picksUntilTurn, type DraftDetail, type Participant } from '@reality-draft/events';

type UpNextDraft = Pick<DraftDetail, 'status' | 'currentTurn' | 'paused'>;

/** While paused, the player on the clock is told this instead of "It's your turn to pick!". */
export const PAUSED_ON_THE_CLOCK = "Paused - you're up when the draft resumes";

/**
 * "You're up next" / "You're up in 3 picks" while others pick; null on the player's own turn, when
 * the player has no turn left, or outside a running draft.
 */
export function upNextText(draft: UpNextDraft, participants: readonly Participant[], myId: string | null): string | null {
  const me = myId ? participants.find((person) => person.id === myId) : undefined;
  if (!me || draft.status !== 'active' || draft.currentTurn === null) return null;
  const picks = picksUntilTurn(me.draftPosition, draft.currentTurn, participants.length);
  if (picks === null || picks === 0) return null;
  return picks === 1 ? "You're up next" : `You're up in ${picks} picks`;
}
