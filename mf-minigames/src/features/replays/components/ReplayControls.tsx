// First / back / play-pause / forward / last, and a slider over the steps.
import { Button } from '@reality-draft/kit';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Pause, Play, type LucideIcon } from 'lucide-react';
import type { Dispatch } from 'react';
import type { ReplayAction, ReplayPlayer } from '../model/replayPlayer';

export function ReplayControls({ state, dispatch, label }: { state: ReplayPlayer; dispatch: Dispatch<ReplayAction>; label: string }) {
  const atStart = state.step === 0;
  const atEnd = state.step >= state.total;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-center gap-1">
        <StepButton label="First move" icon={ChevronsLeft} disabled={atStart} onClick={() => dispatch({ type: 'first' })} />
        <StepButton label="Previous move" icon={ChevronLeft} disabled={atStart} onClick={() => dispatch({ type: 'back' })} />
        <Button variant="secondary" size="icon" aria-label={state.playing ? 'Pause' : 'Play'} onClick={() => dispatch({ type: 'toggle' })}>
          {state.playing ? <Pause className="h-5 w-5" aria-hidden /> : <Play className="h-5 w-5" aria-hidden />}
        </Button>
        <StepButton label="Next move" icon={ChevronRight} disabled={atEnd} onClick={() => dispatch({ type: 'forward' })} />
        <StepButton label="Last move" icon={ChevronsRight} disabled={atEnd} onClick={() => dispatch({ type: 'last' })} />
      </div>
      <input
        type="range"
        min={0}
        max={state.total}
        value={state.step}
        aria-label={`${label}: move`}
        aria-valuetext={`Move ${state.step} of ${state.total}`}
        onChange={(event) => dispatch({ type: 'seek', step: Number(event.target.value) })}
        className="w-full accent-brand-600"
      />
      <p className="text-center text-sm tabular-nums text-slate-600" aria-live="polite">
        Move {state.step} of {state.total}
      </p>
    </div>
  );
}

function StepButton({ label, icon: Icon, disabled, onClick }: { label: string; icon: LucideIcon; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon className="h-5 w-5" aria-hidden />
    </Button>
  );
}
