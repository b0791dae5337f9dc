// The Replay's buttons: step back, play or pause, step forward; the speed (1x, 4x, 16x, one pressed);
// and a link to the moment shown (?at=<version>) put on the clipboard.
import { Button, cn, toast } from '@reality-draft/kit';
import { Link2, Pause, Play, StepBack, StepForward } from 'lucide-react';
import { REPLAY_SPEEDS } from '../model/replayTimeline';
import type { Replay } from '../hooks/useReplay';

export function ReplayControls({ replay, shareUrl }: { replay: Replay; shareUrl: string }) {
  const { index, moments, playing, speed } = replay;
  const atEnd = index >= moments.length - 1;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="icon" onClick={() => replay.step(-1)} disabled={index <= 0} aria-label="Step back" title="Step back">
        <StepBack className="h-4 w-4" aria-hidden />
      </Button>
      <Button onClick={replay.togglePlay} className="w-28" data-testid="replay-play">
        {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
        {playing ? 'Pause' : atEnd ? 'Play again' : 'Play'}
      </Button>
      <Button variant="outline" size="icon" onClick={() => replay.step(1)} disabled={atEnd} aria-label="Step forward" title="Step forward">
        <StepForward className="h-4 w-4" aria-hidden />
      </Button>
      <div role="group" aria-label="Speed" className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {REPLAY_SPEEDS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={speed === option}
            onClick={() => replay.setSpeed(option)}
            className={cn(
              'h-8 min-w-11 rounded-md px-2 text-sm font-medium tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              speed === option ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {option}x
          </button>
        ))}
      </div>
      <Button variant="ghost" size="sm" onClick={() => void copyLink(shareUrl)} className="sm:ml-auto">
        <Link2 className="h-4 w-4" aria-hidden />
        Copy link to this moment
      </Button>
    </div>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Copied', description: 'The link to this moment is on your clipboard.' });
  } catch {
    toast({ title: 'Copy Failed', description: `Copy it by hand: ${url}`, variant: 'destructive' });
  }
}
