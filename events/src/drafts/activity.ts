/**
 * What happened in a draft room, newest last, as every viewer's ticker and announcements tell it:
 * each pick (a commissioner's pick has `source: 'commissioner'`) and each commissioner action. Facts only (ids, labels, times); the room screens word them.
 */
import type { PickSource, StartKind } from './events';
import type { PublicDraftEvent } from './history';

type Line<K extends string, D = object> = { kind: K; seq: number; at: string } & D;

export type DraftActivity =
  | Line<'countdown', { startsAt: string }>
  | Line<'countdownCancelled'>
  /** A start time came without the draft starting (docs/drafts.md#scheduled-start). */
  | Line<'startMissed', { scheduledFor: string; playerCount: number }>
  /** A player's auto-pick switched on or off, by them or by the server after their turns timed out. */
  | Line<'autoPick', { playerId: string; on: boolean; reason: 'player' | 'timeouts' }>
  | Line<'started'>
  | Line<'pick', { pickNumber: number; playerId: string; label: string; source: PickSource }>
  | Line<'paused'>
  | Line<'resumed'>
  | Line<'undone', { pickNumber: number; playerId: string; label: string }>
  | Line<'reset'>
  /** `period`: the episode (Amazing Race: week) they went out in, when the admin said; a guarded player's ticker hides a later one. */
  | Line<'eliminated', { itemId: string; label: string; period?: number }>
  | Line<'restored', { itemId: string; label: string }>
  /** A won replacement claim (docs/league.md#replacements): the player's pick `dropLabel` gave way to `addLabel` from `fromPeriod` on. */
  | Line<'replaced', { playerId: string; dropLabel: string; addLabel: string; fromPeriod: number; periodWord: 'week' | 'episode' }>
  /** A completed trade (docs/league.md#trades). */
  | Line<'traded', { fromPlayerId: string; toPlayerId: string; giveLabels: string[]; getLabels: string[]; fromPeriod: number; periodWord: 'week' | 'episode' }>
  | Line<'completed'>;

/** A room keeps (and answers) this many of its latest lines. */
export const MAX_ACTIVITY_LINES = 40;

/** A line without the room's running number (added as the room keeps it). */
export type NewActivityLine = DraftActivity extends infer L ? (L extends DraftActivity ? Omit<L, 'seq'> : never) : never;

/** What a line reads of the draft before its event: the room's document and the draft's fold (a replay) both have it. */
export interface ActivityBefore {
  /** Which start was waiting (absent or null: a countdown, or none). */
  startKind?: StartKind | null;
  picks: ReadonlyArray<{ pickNumber: number; label: string }>;
}

/**
 * The ticker line an event of the draft adds, from the draft as it was before the event (an undo
 * names the pick it takes back), or null: joins, creation and deletion say nothing in the room.
 * The room's projection numbers and keeps these; a replay words them at each moment.
 */
export function activityLineOf(before: ActivityBefore, event: PublicDraftEvent): NewActivityLine | null {
  switch (event.type) {
    case 'DraftCreated':
    case 'PlayerJoinedDraft':
    case 'DraftDeleted':
      return null;
    // The admin's start time is told on the draft's cards, not in the room's ticker; the countdown is draft night.
    case 'DraftStartScheduled':
      return event.data.kind === 'schedule' ? null : { kind: 'countdown', at: event.data.scheduledAt, startsAt: event.data.startsAt };
    case 'DraftStartCancelled':
      return before.startKind === 'schedule' ? null : { kind: 'countdownCancelled', at: event.data.cancelledAt };
    case 'DraftStartMissed': {
      const { scheduledFor, playerCount, missedAt } = event.data;
      return { kind: 'startMissed', at: missedAt, scheduledFor, playerCount };
    }
    case 'AutoPickSet': {
      const { playerId, on, reason, setAt } = event.data;
      return { kind: 'autoPick', at: setAt, playerId, on, reason };
    }
    case 'DraftStarted':
      return { kind: 'started', at: event.data.startedAt };
    case 'PickMade': {
      const { pickNumber, playerId, label, source, pickedAt } = event.data;
      return { kind: 'pick', at: pickedAt, pickNumber, playerId, label, source };
    }
    case 'DraftCompleted':
      return { kind: 'completed', at: event.data.completedAt };
    case 'DraftReset':
      return { kind: 'reset', at: event.data.resetAt };
    case 'DraftPaused':
      return { kind: 'paused', at: event.data.pausedAt };
    case 'DraftResumed':
      return { kind: 'resumed', at: event.data.resumedAt };
    case 'PickUndone': {
      const { pickNumber, playerId, itemId, undoneAt } = event.data;
      const label = before.picks.find((pick) => pick.pickNumber === pickNumber)?.label ?? itemId;
      return { kind: 'undone', at: undoneAt, pickNumber, playerId, label };
    }
  }
}
