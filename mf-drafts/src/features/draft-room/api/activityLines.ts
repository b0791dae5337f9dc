// The room's ticker lines (issue 19 §4): each pick and each commissioner action, worded once here
// for the ticker and the screen reader announcement alike. Newest first.
import { missedStartText } from '@reality-draft/kit';
import type { DraftActivity, PickSource } from '@reality-draft/events';

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
    case 'completed':
      return 'The draft is complete';
  }
}

export interface TickerLine {
  key: number;
  text: string;
  kind: DraftActivity['kind'];
}

/** How many lines a ticker shows before it is asked for all of them. */
export const TICKER_LINES = 8;

/** The latest `limit` lines, newest first. */
export function tickerLines(activity: readonly DraftActivity[], nameOf: NameOf, limit = TICKER_LINES): TickerLine[] {
  return [...activity]
    .sort((a, b) => b.seq - a.seq)
    .slice(0, limit)
    .map((line) => ({ key: line.seq, kind: line.kind, text: activityText(line, nameOf) }));
}

/**
 * What to announce: the lines that arrived after `seenSeq` (the newest the screen has shown), oldest
 * first, joined; null when nothing is new. Lines the room already had when it opened are not announced.
 */
export function newAnnouncement(activity: readonly DraftActivity[], seenSeq: number, nameOf: NameOf): string | null {
  const fresh = activity.filter((line) => line.seq > seenSeq).sort((a, b) => a.seq - b.seq);
  return fresh.length ? fresh.map((line) => activityText(line, nameOf)).join('. ') : null;
}

export const latestSeq = (activity: readonly DraftActivity[]) => activity.reduce((max, line) => Math.max(max, line.seq), 0);
