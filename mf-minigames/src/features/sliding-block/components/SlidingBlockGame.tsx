// The 'Contestant Escape Challenge' (docs/mini-games.md#sliding-block): slide the crew's vehicles aside until the
// contestant reaches the exit. Two uses: the configuration screen's demo (our own demo level, local
// clock) and a player's attempt (the server's level and clock; the solve is reported with its moves).
import type { SlidingLevel, SlidingMove } from '@reality-draft/events';
import { Button, formatGameTime, GameStat, localStartOf, type AttemptClock } from '@reality-draft/kit';
import { Footprints, Play, RotateCcw, Timer } from 'lucide-react';
import { useMemo } from 'react';
import { DEMO_LEVEL } from '../model/demoLevel';
import { targetCells } from '../model/slidingBoard';
import { useSlidingControls } from '../hooks/useSlidingControls';
import { useSlidingGame } from '../hooks/useSlidingGame';
import { SlidingBoardView } from './SlidingBoardView';
import { SolvedBanner } from './SolvedBanner';

export type SlidingBlockGameProps =
  | { variant: 'demo' }
  | {
      variant: 'attempt';
      /** The level from the start answer (or the view's running attempt). */
      level: SlidingLevel;
      /** The attempt's clock: startedAt and serverNow from the answer, and when it arrived. */
      clock: AttemptClock;
      /** False once completed (or while nothing runs): the board takes no moves. */
      canPlay: boolean;
      /** Called once when solved, with the move log (the proof) and the seconds this screen measured. */
      onSolved: (moves: SlidingMove[], seconds: number) => void;
      /** Keeps the board's moves across a reload (e.g. the mini-game id and startedAt). */
      saveKey?: string;
    };

const HOW_TO =
  'Tap a vehicle, then a highlighted cell to slide it there (or drag it). With a keyboard: arrows move between vehicles, Enter picks one up, arrows slide it, Escape puts it down.';

export function SlidingBlockGame(props: SlidingBlockGameProps) {
  const attempt = props.variant === 'attempt' ? props : null;
  const level = attempt?.level ?? DEMO_LEVEL;
  const clock = attempt?.clock;
  const attemptStartMs = useMemo(() => (clock ? localStartOf(clock) : undefined), [clock]);
  const canPlay = attempt ? attempt.canPlay : true;
  const { state, dispatch, seconds, reset } = useSlidingGame({ pieces: level.pieces, attemptStartMs, onSolved: attempt?.onSolved, saveKey: attempt?.saveKey });
  const { handlers, boardRef, pieceRefs, focusId } = useSlidingControls(state, dispatch);
  const solved = state.status === 'solved';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <GameStat icon={<Timer className="h-4 w-4" />} label="Time" value={formatGameTime(seconds)} />
          <GameStat icon={<Footprints className="h-4 w-4" />} label="Moves" value={state.moves.length} />
        </div>
        <div className="flex gap-2">
          {!attempt && (
            <Button size="sm" onClick={() => dispatch({ type: 'start' })} disabled={state.status !== 'idle'}>
              <Play className="h-4 w-4" aria-hidden />
              Start Game
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={reset} disabled={!canPlay || (!!attempt && solved)}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Reset
          </Button>
        </div>
      </div>
      <SlidingBoardView
        label={`${level.name}: a 6 by 6 lot`}
        pieces={state.pieces}
        selectedId={state.selectedId}
        focusId={focusId}
        targets={targetCells(state)}
        disabled={!canPlay || solved}
        handlers={handlers}
        pieceRefs={pieceRefs}
        boardRef={boardRef}
      />
      <p className="sr-only" aria-live="polite">
        {state.announcement}
      </p>
      {solved && <SolvedBanner moves={state.moves.length} seconds={seconds} minMoves={level.minMoves} />}
      <p className="text-sm text-slate-600">
        Get the <span className="font-semibold text-rose-700">Contestant</span> out through the exit on the right in as few moves as you can ({level.minMoves}{' '}
        at best). {attempt ? 'Reset puts the vehicles back; the clock keeps running.' : ''}
      </p>
      <p className="text-xs text-slate-500">{HOW_TO}</p>
    </div>
  );
}
