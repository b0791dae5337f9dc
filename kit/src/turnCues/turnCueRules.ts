// When the room cues the player's turn (docs/drafts.md#turn-cues). One pure rule per question:
// - a cue (notification, sound) sounds once per stage of a turn, and only while the tab is hidden: the
//   turn's start, then once more under 10 s left ('hurry'); a stage the player saw with the tab in
//   front is not sounded later; a tab only just hidden ('hiding', see usePageVisibility) waits;
// - the title and the favicon call for attention while it is the player's turn and the tab is hidden,
//   and are restored once the tab is in front again or the turn is over;
// - the announcement says whose turn it is, in the room, whether the tab is hidden or not.

/** Under this many seconds left the second cue comes ('hurry'), as the countdown turns red. */
export const HURRY_AT_S = 10;

export type CueStage = 'turn' | 'hurry';

/** 'hiding': hidden a moment ago, not yet long enough to call (a page being closed turns hidden too). */
export type PageVisibility = 'visible' | 'hiding' | 'hidden';

export interface TurnMoment {
  /** The player's turn on the clock (`<draftId>:<pick number>`), or null when it is not theirs. */
  turn: string | null;
  secondsLeft: number;
  running: boolean;
  visibility: PageVisibility;
}

export interface CueMemory {
  turn: string | null;
  /** The stages of this turn already cued or seen. */
  seen: CueStage[];
}

export const NO_CUES: CueMemory = { turn: null, seen: [] };

export function turnKey(draftId: string, pickNumber: number | null, mine: boolean): string | null {
  return mine && pickNumber !== null ? `${draftId}:${pickNumber}` : null;
}

export function stageOf(moment: Pick<TurnMoment, 'secondsLeft' | 'running'>): CueStage {
  return moment.running && moment.secondsLeft <= HURRY_AT_S ? 'hurry' : 'turn';
}

/** The stage to sound now (null: none), and what to remember for the next moment. */
export function cueDue(memory: CueMemory, moment: TurnMoment): { memory: CueMemory; due: CueStage | null } {
  if (moment.turn === null) return { memory: NO_CUES, due: null };
  const seen = moment.turn === memory.turn ? memory.seen : [];
  const stage = stageOf(moment);
  if (seen.includes(stage) || moment.visibility === 'hiding') return { memory: { turn: moment.turn, seen }, due: null };
  const next: CueMemory = { turn: moment.turn, seen: stage === 'hurry' ? ['turn', 'hurry'] : ['turn'] };
  return { memory: next, due: moment.visibility === 'hidden' ? stage : null };
}

/** The title and the favicon call for attention: the stage they show, or null to leave them be. */
export function attentionStage(moment: TurnMoment): CueStage | null {
  return moment.turn !== null && moment.visibility === 'hidden' ? stageOf(moment) : null;
}

/** The room's announcement: "It's your turn: pick 5", and under 10 s "... 10 seconds left." */
export function turnAnnouncement(moment: Pick<TurnMoment, 'turn' | 'secondsLeft' | 'running'>, pickNumber: number | null): string {
  if (moment.turn === null || pickNumber === null) return '';
  const sentence = `It's your turn: pick ${pickNumber}`;
  return stageOf(moment) === 'hurry' ? `${sentence}. Under ${HURRY_AT_S} seconds left.` : sentence;
}

/** The browser notification of a stage. */
export function turnNotice(stage: CueStage, pickNumber: number, draftName: string): { title: string; body: string } {
  if (stage === 'hurry') return { title: `Under ${HURRY_AT_S} seconds left to pick`, body: `Pick ${pickNumber} in ${draftName}` };
  return { title: "It's your turn", body: `Pick ${pickNumber} in ${draftName}` };
}
