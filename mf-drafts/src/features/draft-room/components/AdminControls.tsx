// The owner admin's buttons (docs/drafts.md#start-and-restart) plus the commissioner controls. 'Start in 10 s' gives every
// player a countdown ('Start now' or cancel while it runs); 'Start Draft' starts at once, as the
// spec's does. Undo and 'Clear Picks & Restart' take picks away, so each asks first, and they sit in
// their own group ('Fix mistakes'), apart from Pause, so a thumb on a phone cannot hit them by mistake.
// A double click acts once (firstClickOnly), and Undo names the pick it asked about, so neither a
// double click nor a burst takes back more than one pick.
import { MIN_PARTICIPANTS, type DraftDetail, type Participant, type Pick } from '@reality-draft/events';
import { Button, RestartDraftDialog, type ButtonProps } from '@reality-draft/kit';
import { Pause, Play, RotateCcw, Timer, Undo2, X, Zap, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { firstClickOnly, lastPick } from '../model/commissionerClicks';
import type { useRoomActions } from '../hooks/useRoomActions';
import { UndoPickDialog } from './UndoPickDialog';

type RoomActions = ReturnType<typeof useRoomActions>;

export function AdminControls({
  draft,
  participants,
  picks,
  actions,
}: {
  draft: DraftDetail;
  participants: Participant[];
  picks: Pick[];
  actions: RoomActions;
}) {
  const canRestart = draft.status === 'active' || draft.status === 'completed';
  return (
    <div className="flex flex-col gap-3 lg:items-end">
      <RunControls draft={draft} participantCount={participants.length} actions={actions} />
      {canRestart && <FixMistakes participants={participants} picks={picks} actions={actions} />}
    </div>
  );
}

function RunControls({ draft, participantCount, actions }: { draft: DraftDetail; participantCount: number; actions: RoomActions }) {
  const counting = draft.status === 'pending' && draft.startKind === 'countdown' && draft.startsAt;
  if (draft.status === 'pending' && counting) {
    return (
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <RunButton actions={actions} action="start" icon={Zap}>
          Start now
        </RunButton>
        <RunButton actions={actions} action="cancelCountdown" icon={X} variant="outline">
          Cancel countdown
        </RunButton>
      </div>
    );
  }
  if (draft.status === 'pending') {
    const tooFew = participantCount < MIN_PARTICIPANTS;
    return (
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <RunButton actions={actions} action="countdown" icon={Timer} disabled={tooFew} title="Every player sees 'Starting in 10 s', then the first turn begins">
          Start in 10 s
        </RunButton>
        <RunButton actions={actions} action="start" icon={Zap} variant="outline" disabled={tooFew} title="Start at once, without the countdown">
          Start Draft
        </RunButton>
      </div>
    );
  }
  if (draft.status !== 'active') return null;
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      {draft.paused ? (
        <RunButton actions={actions} action="resume" icon={Play} variant="secondary">
          Resume Timer
        </RunButton>
      ) : (
        <RunButton actions={actions} action="pause" icon={Pause} variant="secondary">
          Pause Timer
        </RunButton>
      )}
    </div>
  );
}

type RunButtonLook = { variant?: ButtonProps['variant']; disabled?: boolean; title?: string };

/** A button that runs the draft: acts once per burst of clicks, its icon giving way to the spinner while busy. */
function RunButton({
  actions,
  action,
  icon: Icon,
  children,
  ...button
}: { actions: RoomActions; action: 'start' | 'countdown' | 'cancelCountdown' | 'pause' | 'resume'; icon: LucideIcon; children: ReactNode } & RunButtonLook) {
  const busy = actions.busy[action];
  return (
    <Button onClick={firstClickOnly(actions[action])} busy={busy} className="flex-1 sm:flex-none" {...button}>
      {!busy && <Icon className="h-4 w-4" aria-hidden />}
      {children}
    </Button>
  );
}

/** Undo and Clear Picks & Restart, grouped and set apart: on a phone a rule and a gap keep them clear of Pause. */
function FixMistakes({ participants, picks, actions }: { participants: Participant[]; picks: Pick[]; actions: RoomActions }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3 border-t border-slate-200 pt-4 lg:mt-1 lg:border-t-0 lg:pt-0" data-testid="fix-mistakes">
      <p id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:text-right">
        Fix mistakes
      </p>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <UndoButton participants={participants} picks={picks} actions={actions} />
        <RestartButton actions={actions} />
      </div>
    </div>
  );
}

function UndoButton({ participants, picks, actions }: { participants: Participant[]; picks: Pick[]; actions: RoomActions }) {
  // The pick the question named: if another lands while it is open, the server refuses the undo (409).
  const [asking, setAsking] = useState<Pick | null>(null);
  // One undo per question: a double click on its button sends one request.
  const sending = useRef(false);
  const last = lastPick(picks);
  const busy = actions.busy.undo;
  const undo = async (pick: Pick) => {
    if (sending.current) return;
    sending.current = true;
    const undone = await actions.undo(pick.pickNumber);
    sending.current = false;
    if (undone) setAsking(null);
  };
  return (
    <>
      <Button variant="outline" onClick={firstClickOnly(() => setAsking(last))} disabled={last === null} busy={busy} className="flex-1 sm:flex-none">
        {!busy && <Undo2 className="h-4 w-4" aria-hidden />}
        Undo Last Pick
      </Button>
      <UndoPickDialog pick={asking} participants={participants} busy={busy} onConfirm={() => asking && void undo(asking)} onCancel={() => setAsking(null)} />
    </>
  );
}

function RestartButton({ actions }: { actions: RoomActions }) {
  const [asking, setAsking] = useState(false);
  const busy = actions.busy.reset;
  const restart = async () => {
    if (await actions.reset()) setAsking(false);
  };
  return (
    <>
      <Button variant="destructive" onClick={() => setAsking(true)} busy={busy} className="flex-1 sm:flex-none">
        {!busy && <RotateCcw className="h-4 w-4" aria-hidden />}
        Clear Picks &amp; Restart
      </Button>
      <RestartDraftDialog open={asking} busy={busy} onConfirm={() => void restart()} onCancel={() => setAsking(false)} />
    </>
  );
}
