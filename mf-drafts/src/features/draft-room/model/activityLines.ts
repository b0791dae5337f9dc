// The room's ticker lines (issue 19 §4): each pick and each commissioner action, worded once here
// for the ticker and the screen reader announcement alike. Newest first.
import { missedStartText } from '@reality-draft/kit';
import { eliminationSeen, type DraftActivity, type PickSource } from '@reality-draft/events';

/** The name of a participant by id, as the room shows it. */
export type NameOf = (playerId: string) => string;

/** A pick line: the player's own, the commissioner's for them, or one nobody chose (timer, bot, their auto-pick). */
function pickText(pick: { pickNumber: number; playerId: string; label: string; source: PickSource }, nameOf: NameOf): string {
  const what = {
    player: () => `${nameOf(pick.playerId)} took ${pick.label}`,
    commissioner: () => `Commish picked ${pick.label} for ${nameOf(pick.playerId)}`,
    timer: () => `Auto-picked ${pick.label} for ${nameOf(pick.playerId)}`,
    bot: () => `Auto-picked ${pick.label} for ${nameOf(pick.playerId)}`,
    autopick: () => `Auto-picked ${pick.label} for ${nameOf(pick.playerId)}`,
  } satisfies Record<PickSource, () => string>;
  return `Pick ${pick.pickNumber} - ${what[pick.source]()}`;
}

/**
 * "Pick 5 - Ann took Team 3"; a timer's pick: "Pick 5 - Auto-picked Team 3 for Ann"; the commissioner's:
 * "Pick 5 - Commish picked Team 3 for Ann"; "Admin paused the draft"; "Auto-pick is on for Sam: two
 * turns timed out"... Times in the viewer's zone (`timeZone`, the browser's when undefined).
 */
export function activityText(line: DraftActivity, nameOf: NameOf, timeZone?: string): string {
  switch (line.kind) {
    case 'countdown':
      return 'Admin started the countdown: the draft starts in 10 s';
    case 'countdownCancelled':
      return 'Admin stopped the countdown';
    case 'started':
      return 'The draft has started';
    case 'startMissed':
      return missedStartText(line, timeZone);
    case 'autoPick':
      if (line.reason === 'timeouts') return `Auto-pick is on for ${nameOf(line.playerId)}: two turns timed out`;
      return `${nameOf(line.playerId)} switched auto-pick ${line.on ? 'on' : 'off'}`;
    case 'pick':
      return pickText(line, nameOf);
    case 'paused':
      return 'Admin paused the draft';
    case 'resumed':
      return 'Admin resumed the draft';
    case 'undone':
      return `Admin undid pick ${line.pickNumber}: ${nameOf(line.playerId)}'s ${line.label}`;
    case 'reset':
      return 'Admin reset the draft';
    case 'eliminated':
      return `Admin eliminated ${line.label}`;
    case 'restored':
      return `Admin restored ${line.label}`;
    case 'replaced':
      return `${nameOf(line.playerId)} replaced ${line.dropLabel} with ${line.addLabel} from ${line.periodWord} ${line.fromPeriod}`;
    case 'traded':
      return `${nameOf(line.fromPlayerId)} traded ${line.giveLabels.join(', ')} to ${nameOf(line.toPlayerId)} for ${line.getLabels.join(', ')} from ${line.periodWord} ${line.fromPeriod}`;
    case 'completed':
      return 'The draft is complete';
  }
}

/** A room's line in its league's chat (docs/chat.md#where): the picks and the commissioner's actions, never an elimination (a spoiler). */
export interface ChatRoomLine {
  key: string;
  at: string;
  text: string;
}

export const chatRoomLines = (activity: readonly DraftActivity[], nameOf: NameOf): ChatRoomLine[] =>
  activity
    // A replacement names a pick that went home: a spoiler too.
    .filter((line) => line.kind !== 'eliminated' && line.kind !== 'restored' && line.kind !== 'replaced')
    .map((line) => ({ key: `room-${line.seq}`, at: line.at, text: activityText(line, nameOf) }));

export interface TickerLine {
  key: number;
  text: string;
  kind: DraftActivity['kind'];
  /** An elimination after what the viewer has watched (or its undoing): the member's id; shown as "Out later in the season - tap to reveal". */
  laterItemId: string | null;
}

/** How many lines a ticker shows before it is asked for all of them. */
export const TICKER_LINES = 8;

/** Line seq -> the member whose later elimination it tells (laterLines). */
export type LaterLines = ReadonlyMap<number, string>;

const NO_LINES: LaterLines = new Map();

/**
 * The lines a viewer's spoiler guard hides (docs/player-area.md#spoiler-guard): each elimination in a
 * period after `watchedThrough` (eliminationSeen's 'later'), the restoring of that member that
 * follows it, which tells the same news, and a replacement of a pick that went home after it; not those of members in `revealed`. Null or undefined
 * `watchedThrough` hides nothing.
 */
export function laterLines(
  activity: readonly DraftActivity[],
  watchedThrough: number | null | undefined,
  revealed: ReadonlySet<string> = new Set(),
): LaterLines {
  const hidden = new Map<number, string>();
  const hiddenOut = new Set<string>();
  for (const line of [...activity].sort((a, b) => a.seq - b.seq)) {
    if (line.kind === 'eliminated') {
      if (!revealed.has(line.itemId) && eliminationSeen(false, line.period, watchedThrough) === 'later') {
        hidden.set(line.seq, line.itemId);
        hiddenOut.add(line.itemId);
      } else hiddenOut.delete(line.itemId);
    } else if (line.kind === 'restored' && hiddenOut.delete(line.itemId)) hidden.set(line.seq, line.itemId);
    // A replacement names a pick that went home in the period before the new one plays (docs/league.md#rosters).
    else if (line.kind === 'replaced') {
      const key = `replaced:${line.seq}`;
      if (!revealed.has(key) && eliminationSeen(false, line.fromPeriod - 1, watchedThrough) === 'later') hidden.set(line.seq, key);
    }
  }
  return hidden;
}

/** The latest `limit` lines, newest first; `hidden` (laterLines) marks those the viewer's guard hides. */
export function tickerLines(activity: readonly DraftActivity[], nameOf: NameOf, limit = TICKER_LINES, hidden: LaterLines = NO_LINES): TickerLine[] {
  return [...activity]
    .sort((a, b) => b.seq - a.seq)
    .slice(0, limit)
    .map((line) => ({ key: line.seq, kind: line.kind, text: activityText(line, nameOf), laterItemId: hidden.get(line.seq) ?? null }));
}

/**
 * What to announce: the lines that arrived after `seenSeq` (the newest the screen has shown), oldest
 * first, joined; null when nothing is new. Lines the room already had when it opened are not announced,
 * nor those the viewer's guard hides (`hidden`).
 */
export function newAnnouncement(activity: readonly DraftActivity[], seenSeq: number, nameOf: NameOf, hidden: LaterLines = NO_LINES): string | null {
  const fresh = activity.filter((line) => line.seq > seenSeq && !hidden.has(line.seq)).sort((a, b) => a.seq - b.seq);
  return fresh.length ? fresh.map((line) => activityText(line, nameOf)).join('. ') : null;
}

export const latestSeq = (activity: readonly DraftActivity[]) => activity.reduce((max, line) => Math.max(max, line.seq), 0);
