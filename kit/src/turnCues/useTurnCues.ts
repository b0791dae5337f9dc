// The turn cues of a player's turn (docs/drafts.md#turn-cues), in the draft's room and, driven by the
// shell, on every other page: from whose turn it is, the clock and whether the tab is hidden, it
// flashes the title, dots the favicon, and sounds each stage once with a notification and the chime as
// the player's settings on this device allow. Returns the announcement.
import { useEffect, useRef } from 'react';
import { draftRoomPath } from '../drafts/roomPaths';
import { playChime } from './chime';
import { attentionStage, cueDue, NO_CUES, turnAnnouncement, turnKey, turnNotice, type CueStage } from './turnCueRules';
import { cueOn, type TurnCueSettings } from './turnCueSettings';
import { useTurnCueSettings } from './turnCueStore';
import { showTurnNotification } from './turnNotification';
import { useFaviconDot } from './useFaviconDot';
import { usePageVisibility } from './usePageVisibility';
import { useTitleFlash } from './useTitleFlash';

export interface TurnCueInput {
  draftId: string;
  draftName: string;
  pickNumber: number | null;
  /** The turn on the clock is the player's (and the draft runs). */
  mine: boolean;
  clock: { secondsLeft: number; running: boolean };
}

function sound(stage: CueStage, turn: string, input: TurnCueInput, settings: TurnCueSettings): Notification | null {
  if (!settings.allowed) return null;
  if (cueOn(settings, 'sound')) void playChime(stage === 'hurry' ? 'hurry' : 'turn');
  if (!cueOn(settings, 'notification') || input.pickNumber === null) return null;
  return showTurnNotification(turnNotice(stage, input.pickNumber, input.draftName), `${turn}:${stage}`, draftRoomPath('player', input.draftId));
}

export function useTurnCues(input: TurnCueInput): string {
  const visibility = usePageVisibility();
  const settings = useTurnCueSettings();
  const turn = turnKey(input.draftId, input.pickNumber, input.mine);
  const moment = { turn, visibility, secondsLeft: input.clock.secondsLeft, running: input.clock.running };
  const memory = useRef(NO_CUES);
  const shown = useRef<Notification | null>(null);

  useEffect(() => {
    const { memory: next, due } = cueDue(memory.current, moment);
    memory.current = next;
    if (!due || !turn) return;
    shown.current?.close();
    shown.current = sound(due, turn, input, settings);
  });

  // A notification left up is closed once the tab is in front or the turn is over.
  const inFront = visibility === 'visible';
  useEffect(() => {
    if (!inFront && turn) return;
    shown.current?.close();
    shown.current = null;
  }, [inFront, turn]);

  const attention = attentionStage(moment);
  useTitleFlash(attention !== null && cueOn(settings, 'title'));
  useFaviconDot(cueOn(settings, 'favicon') ? attention : null);
  return turnAnnouncement(moment, input.pickNumber);
}
