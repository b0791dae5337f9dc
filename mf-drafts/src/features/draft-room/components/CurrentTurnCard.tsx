// 'Current Turn' (docs/drafts.md#player-room): seconds remaining, and either "It's your turn to pick!" (while paused:
// "Paused - you're up when the draft resumes") or 'Waiting for {player} to pick...' with their
// position and, for a participant, "You're up in N picks". Only that sentence is a live region: the
// countdown changes every second and is not announced. Compact on a phone, where the room keeps it
// in view at the bottom of the screen.
import type { DraftDetail, Participant } from '@reality-draft/events';
import { Card, cn } from '@reality-draft/kit';
import { Hourglass, Sparkles } from 'lucide-react';
import { participantById, participantFirstName } from '../model/participants';
import { isMyTurn } from '../model/pickRules';
import { PAUSED_ON_THE_CLOCK, upNextText } from '../model/upNext';
import { useTurnClock } from '../hooks/useTurnClock';
import { TimeLeftBar, TimeLeftText } from './TurnTimer';

export function CurrentTurnCard({
  draft,
  participants,
  myId,
  totalPicks,
}: {
  draft: DraftDetail;
  participants: Participant[];
  myId: string | null;
  totalPicks: number;
}) {
  // Ticks every second here only, so the rest of the room does not re-render with the clock.
  const clock = useTurnClock(draft);
  const mine = isMyTurn(draft, myId) || (draft.paused && draft.currentPlayerId === myId);
  const onClock = participantById(participants, draft.currentPlayerId);
  return (
    <Card className={cn('flex h-full flex-col overflow-hidden', mine && 'border-brand-300 ring-2 ring-brand-200')}>
      <div
        className={cn(
          'flex flex-1 items-center gap-3 px-4 py-3 sm:gap-4 sm:p-6',
          mine ? 'bg-gradient-to-r from-brand-600 to-fuchsia-700 text-white' : 'bg-white',
        )}
      >
        <div className="min-w-0 flex-1">
          <p className={cn('text-[11px] font-medium sm:text-sm', mine ? 'text-brand-50' : 'text-slate-600')}>
            Current Turn · Round {draft.currentRound ?? '—'} · Pick {draft.currentTurn ?? '—'} of {totalPicks}
          </p>
          <TurnSentence mine={mine} paused={draft.paused} onClock={onClock} />
          {!mine && <UpNext text={upNextText(draft, participants, myId)} />}
          {clock.running && clock.secondsLeft === 0 && (
            <p className={cn('mt-1 text-xs sm:text-sm', mine ? 'text-brand-50' : 'text-slate-600')}>Time's up — an automatic pick is on its way.</p>
          )}
        </div>
        <div className="shrink-0 text-right">
          <div
            className={cn(
              'flex items-center justify-end gap-1 text-[11px] font-medium uppercase tracking-wide sm:text-xs',
              mine ? 'text-brand-50' : 'text-slate-600',
            )}
          >
            <Hourglass className="h-3.5 w-3.5" aria-hidden />
            {clock.paused ? 'Paused' : 'Seconds left'}
          </div>
          <TimeLeftText
            clock={{ ...clock, paused: false }}
            className={cn('block text-2xl sm:text-4xl', !mine && (clock.secondsLeft <= 10 && !clock.paused ? 'text-rose-700' : 'text-slate-900'))}
          />
        </div>
      </div>
      <TimeLeftBar clock={clock} className="rounded-none" />
    </Card>
  );
}

/** The turn sentence. Its live region stays mounted across turns, so each new turn is announced. */
function TurnSentence({ mine, paused, onClock }: { mine: boolean; paused: boolean; onClock: Participant | undefined }) {
  return (
    <p className={cn('mt-0.5 sm:mt-1', mine ? 'flex items-center gap-2 text-base font-bold sm:text-2xl' : 'text-base font-semibold text-slate-900 sm:text-xl')}>
      {mine && <Sparkles className="hidden h-6 w-6 shrink-0 sm:block" aria-hidden />}
      <span aria-live="polite" aria-atomic="true">
        {/* While paused no screen says it is the player's turn: they are up once the draft resumes. */}
        {mine ? (paused ? PAUSED_ON_THE_CLOCK : "It's your turn to pick!") : `Waiting for ${participantFirstName(onClock)} to pick...`}
      </span>
      {!mine && onClock && <span className="ml-2 text-xs font-normal text-slate-600 sm:text-sm">Position {onClock.draftPosition}</span>}
    </p>
  );
}

/** "You're up in 2 picks" / "You're up next" for a player waiting their turn. */
function UpNext({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 sm:text-sm"
      data-testid="up-next"
    >
      {text}
    </p>
  );
}
