// One of the player's drafts as the shell follows it on every page: its banner line (drawn in the
// banner's place under the top navigation) and its turn cues (title, favicon, notification, chime and
// the polite announcement), none of them while the player has that draft's room open: the room has its own.
import { draftRoomPath, TurnCues } from '@reality-draft/kit/host';
import type { DraftSummary } from '@reality-draft/events';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useDraftCallout } from '../hooks/useDraftCallout';
import { CalloutRow } from './CalloutRow';

/** The seconds a turn's cues count from when the clock's time is not known. */
const UNKNOWN_SECONDS_LEFT = 60;

type FollowedDraftProps = { summary: DraftSummary; playerId: string | null; container: HTMLElement | null };

export function FollowedDraft(props: FollowedDraftProps) {
  // In the draft's own room the shell reads nothing: the room follows itself (a read here would be one more per pick).
  const inRoom = useLocation().pathname === draftRoomPath('player', props.summary.id);
  return inRoom ? null : <DraftCallout {...props} />;
}

function DraftCallout({ summary, playerId, container }: FollowedDraftProps) {
  const callout = useDraftCallout(summary, playerId);
  const roomPath = draftRoomPath('player', summary.id);
  const onTheClock = callout?.kind === 'onTheClock';
  return (
    <>
      {callout && container && createPortal(<CalloutRow callout={callout} roomPath={roomPath} />, container)}
      <TurnCues
        testId="shell-turn-announcement"
        draftId={summary.id}
        draftName={callout?.label ?? ''}
        pickNumber={onTheClock ? callout.pickNumber : null}
        mine={onTheClock}
        clock={{ secondsLeft: callout?.secondsLeft ?? UNKNOWN_SECONDS_LEFT, running: onTheClock && !callout.paused }}
      />
    </>
  );
}
