// The dashboard's first card: the one thing to do now (see nextStep), with its button.
import { buttonClasses, clockTimeText, cn, draftLabel, draftRoomPath, PLAYER_SHOW_PAGES, playerGamePath, ShowIcon, startDayText } from '@reality-draft/kit';
import { gameNameBeside, PICKS_PER_PARTICIPANT, SHOW_NAMES } from '@reality-draft/events';
import { ArrowRight, DoorOpen, Gamepad2, KeyRound, Pause, Radio, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { liveStepWords } from '../model/liveStep';
import type { NextStep } from '../model/nextStep';

/** Takes the newcomer to the 'Join a Draft' card (its element id). */
function focusJoinCard(joinCardId: string) {
  const card = document.getElementById(joinCardId);
  card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card?.focus({ preventScroll: true });
}

interface Look {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action: ReactNode;
  live?: boolean;
}

const ACTION = buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' });

function lookOf(step: NextStep, joinCardId: string): Look {
  switch (step.kind) {
    case 'live':
      return {
        live: true,
        icon: step.draft.paused ? <Pause className="h-6 w-6" /> : <Radio className="h-6 w-6" />,
        ...liveStepWords(step.draft),
        action: (
          <Link to={draftRoomPath('player', step.draft.id)} className={ACTION} aria-label={`Join Draft ${draftLabel(step.draft)}`}>
            Join Draft
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        ),
      };
    case 'game':
      return {
        icon: <Gamepad2 className="h-6 w-6" />,
        title: 'A mini-game is waiting for you',
        text: (
          <>
            <span className="font-medium text-slate-900">{step.game.title}</span> (
            {[gameNameBeside(step.game.title, step.game.gameType), draftLabel(step.game.draft)].filter(Boolean).join(', ')}): one timed attempt, and the three
            fastest score.{step.more > 0 && ` ${step.more} more to play below.`}
          </>
        ),
        action: (
          <Link to={playerGamePath(step.game.id)} className={ACTION} aria-label={`Play ${step.game.title}`}>
            Play
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        ),
      };
    case 'waiting':
      return {
        icon: <DoorOpen className="h-6 w-6" />,
        title: `Waiting for ${draftLabel(step.draft)} to start`,
        text:
          step.draft.startKind === 'schedule' && step.draft.startsAt
            ? `You're in. The draft starts by itself at ${clockTimeText(step.draft.startsAt)} on ${startDayText(step.draft.startsAt)} (your time); you'll pick ${PICKS_PER_PARTICIPANT} in snake order. Wait in the room to be ready for your turn.`
            : `You're in. When your admin starts the draft you'll pick ${PICKS_PER_PARTICIPANT} in snake order; wait in the room to be ready for your turn.`,
        action: (
          <Link to={draftRoomPath('player', step.draft.id)} className={ACTION} aria-label={`Open Room ${draftLabel(step.draft)}`}>
            Open Room
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        ),
      };
    case 'standings': {
      const pages = PLAYER_SHOW_PAGES[step.draft.showType];
      return {
        icon: <Trophy className="h-6 w-6" />,
        title: 'See where you stand',
        text: `Your picks score as the shows air. Follow your ${SHOW_NAMES[step.draft.showType]} points and this week's leaderboard.`,
        action: (
          <Link to={pages.yours} className={ACTION}>
            {pages.yoursLabel}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        ),
      };
    }
    case 'join':
      return {
        icon: <KeyRound className="h-6 w-6" />,
        title: 'Join your first draft',
        text: (
          <ol className="mt-1 list-decimal space-y-0.5 pl-5">
            <li>Join with the 6-digit code from your admin, or choose an open draft.</li>
            <li>When the admin starts it, pick {PICKS_PER_PARTICIPANT} teams or contestants in snake order.</li>
            <li>Score points as the show airs, and more in mini-games.</li>
          </ol>
        ),
        action: (
          <button type="button" onClick={() => focusJoinCard(joinCardId)} className={ACTION}>
            Join a Draft
            <ArrowRight className="h-5 w-5" aria-hidden />
          </button>
        ),
      };
  }
}

export function NextStepCard({ step, joinCardId }: { step: NextStep; joinCardId: string }) {
  const look = lookOf(step, joinCardId);
  const showType = step.kind === 'live' || step.kind === 'waiting' || step.kind === 'standings' ? step.draft.showType : null;
  return (
    <section
      aria-labelledby="next-step"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6',
        look.live ? 'border-emerald-300 ring-2 ring-emerald-200' : 'border-brand-200',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span
          aria-hidden
          className={cn(
            'hidden h-12 w-12 shrink-0 items-center justify-center rounded-2xl sm:flex',
            look.live ? 'motion-safe:animate-pulse bg-emerald-100 text-emerald-700' : 'bg-brand-50 text-brand-600',
          )}
        >
          {look.icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brand-700">
            {showType && <ShowIcon showType={showType} className="h-3.5 w-3.5" />}
            Up next
          </p>
          <h2 id="next-step" className="mt-0.5 text-lg font-semibold text-slate-900">
            {look.title}
          </h2>
          <div className="mt-1 text-sm text-slate-600">{look.text}</div>
        </div>
      </div>
      {look.action}
    </section>
  );
}
