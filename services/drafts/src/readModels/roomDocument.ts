import type { DraftActivity, DraftStatus, MissedStart, PickRecord, RosterMove, ShowType, StartKind } from '@reality-draft/events';

/**
 * A pick as the room keeps it: the draft's own record (evolveDraft). Rooms stored before may hold
 * `fromQueue` too, and lack secondsOnClock.
 */
export type PickEntry = Omit<PickRecord, 'secondsOnClock'> & { secondsOnClock?: number | null };

/** The draft room's read model: what the room, the drafts lists and the pick lists show. */
export type RoomDocument = {
  id: string;
  /** The draft stream's version this room reflects: push notices carry it, so a browser holding it skips a refetch. */
  version: number;
  adminId: string;
  joinCode: string;
  showType: ShowType;
  /** The league's name (docs/drafts.md#league-name); absent in rooms stored before names existed: read it with roomName. */
  name?: string | null;
  turnTimeLimit: number;
  status: DraftStatus;
  draftDate: string;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** Player ids in joining order; once started, in draft order. */
  participantIds: string[];
  picks: PickEntry[];
  /** ms timestamp the turn on the clock counts from (moved on resume, so paused time is not lost); null when no turn runs. */
  turnStartedAt: number | null;
  /** While paused: ms the turn had left. */
  pausedRemainingMs: number | null;
  /** While a start countdown or start time waits: when the draft starts by itself (ISO). Absent in rooms stored before it existed. */
  startsAt?: string | null;
  /** Which start startsAt is (absent: a countdown, or none). */
  startKind?: StartKind | null;
  /** The last start time that came without the draft starting (docs/drafts.md#scheduled-start). */
  missedStart?: MissedStart | null;
  /** Players whose auto-pick is on (docs/drafts.md#auto-pick-for-me). */
  autoPickIds?: string[];
  /** The latest picks and commissioner actions, oldest first (see roomActivity). Absent in rooms stored before it existed. */
  activity?: DraftActivity[];
  /** The same league's season before (docs/league.md#seasons); absent: none. */
  previousDraftId?: string;
  /** Roster changes since the draft (docs/league.md#rosters), oldest first; absent: none. */
  rosterMoves?: RosterMove[];
};

export const ROOMS = 'drafts_rooms';

/**
 * The picks as the rosters stand now, the moves applied in the order they were made: a pick a won
 * replacement dropped gives way to the item it added (same pick number and round), a traded pick is
 * its new holder's.
 */
export function currentPicks(room: RoomDocument): PickEntry[] {
  const picks = [...room.picks];
  const move = (itemId: string, from: string, change: Partial<PickEntry>) => {
    const at = picks.findIndex((entry) => entry.itemId === itemId && entry.playerId === from);
    if (at >= 0) picks[at] = { ...picks[at], ...change };
  };
  for (const change of room.rosterMoves ?? []) {
    if (change.kind === 'replacement') move(change.dropItemId, change.playerId, { itemId: change.addItemId, label: change.addLabel });
    else {
      for (const item of change.give) move(item.itemId, change.fromPlayerId, { playerId: change.toPlayerId });
      for (const item of change.get) move(item.itemId, change.toPlayerId, { playerId: change.fromPlayerId });
    }
  }
  return picks;
}

/** The league's name, or null (also for a room stored before names existed). */
export const roomName = (room: RoomDocument): string | null => room.name ?? null;
