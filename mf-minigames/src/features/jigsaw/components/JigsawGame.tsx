// The 20-piece jigsaw (docs/mini-games.md#jigsaw): the family game-night picture cut into a 5 x 4 board, its
// pieces shuffled into a tray. Pick a piece up, then an empty cell or slot; drag and drop works too.
// The demo shuffles here and Reset reshuffles; an attempt plays the server's layout on its clock.
import { JIGSAW_PIECES, type JigsawMove, type JigsawPiece } from '@reality-draft/events';
import { Button, formatGameTime, GameStat, localStartOf, type AttemptClock } from '@reality-draft/kit';
import { Footprints, PartyPopper, RotateCcw, Timer } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { piecesByPosition, type JigsawAction } from '../model/jigsawBoard';
import { useJigsawGame } from '../hooks/useJigsawGame';
import { FamilyBoardGamePicture, FamilyBoardGameSymbol } from './FamilyBoardGamePicture';
import { JigsawGrid, type JigsawGridHandlers } from './JigsawGrid';

export type JigsawGameProps =
  | { variant: 'demo'; onComplete?: (seconds: number) => void }
  | {
      variant: 'attempt';
      /** The attempt's shuffled layout, from the start answer (or the view's running attempt). */
      pieces: JigsawPiece[];
      clock: AttemptClock;
      canPlay: boolean;
      /** Called once when complete, with the move log (the proof) and the seconds this screen measured. */
      onSolved: (moves: JigsawMove[], seconds: number) => void;
      saveKey?: string;
    };

const HOW_TO =
  'Tap a piece, then an empty cell on the board (or a tray slot) to move it; or drag it there. With a keyboard: Tab to a piece, Enter to pick it up, Tab to an empty cell, Enter to drop it.';

function handlersFor(dispatch: (action: JigsawAction) => void): JigsawGridHandlers {
  return {
    onPiece: (pieceId) => dispatch({ type: 'select', pieceId }),
    onEmpty: (position) => dispatch({ type: 'place', position }),
    onDrop: (pieceId, position) => dispatch({ type: 'drop', pieceId, position }),
  };
}

export function JigsawGame(props: JigsawGameProps) {
  const attempt = props.variant === 'attempt' ? props : null;
  const onComplete = props.variant === 'demo' ? props.onComplete : undefined;
  const clock = attempt?.clock;
  const attemptStartMs = useMemo(() => (clock ? localStartOf(clock) : undefined), [clock]);
  const onSolved = useCallback(
    (moves: JigsawMove[], seconds: number) => (attempt ? attempt.onSolved(moves, seconds) : onComplete?.(seconds)),
    [attempt, onComplete],
  );
  const { state, dispatch, seconds, reset } = useJigsawGame({ pieces: attempt?.pieces, attemptStartMs, onSolved, saveKey: attempt?.saveKey });
  const symbolId = `jigsaw-art-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const slots = piecesByPosition(state.pieces);
  const solved = state.status === 'solved';
  const canPlay = attempt ? attempt.canPlay : true;
  const handlers = handlersFor(dispatch);
  const placed = state.pieces.filter((piece) => piece.position === piece.correctPosition).length;
  const heading = 'flex min-h-8 items-center justify-between gap-2 text-sm font-semibold text-slate-900';
  // On a phone the stats, the whole board and the whole tray fit one screen under the collapsed header:
  // Reset sits beside the board's heading, and the tray lays its slots out in more, smaller columns.
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <GameStat icon={<Timer className="h-4 w-4" />} label="Time" value={formatGameTime(seconds)} />
        <GameStat icon={<Footprints className="h-4 w-4" />} label="Moves" value={state.moves.length} />
        <GameStat label="Placed" value={`${placed}/${JIGSAW_PIECES}`} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-2">
          <div className={heading}>
            <h3>Board</h3>
            <Button size="sm" variant="outline" onClick={reset} disabled={!canPlay || (!!attempt && solved)}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              Reset
            </Button>
          </div>
          <JigsawGrid
            label="Board: 5 columns, 4 rows"
            board
            slots={slots.slice(0, 20)}
            firstPosition={0}
            symbolId={symbolId}
            selectedId={state.selectedId}
            handlers={handlers}
            disabled={!canPlay || solved}
          />
        </div>
        <div className="space-y-2">
          <h3 className={heading}>Pieces</h3>
          <JigsawGrid
            label="Tray of pieces"
            slots={slots.slice(20)}
            firstPosition={20}
            symbolId={symbolId}
            selectedId={state.selectedId}
            handlers={handlers}
            disabled={!canPlay || solved}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {state.announcement}
      </p>
      {solved && (
        <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <PartyPopper className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
          <p>
            <span className="font-semibold">Puzzle complete!</span> {state.moves.length} moves in {formatGameTime(seconds)}.
          </p>
        </div>
      )}
      <div className="flex items-start gap-3">
        <figure className="w-28 shrink-0 sm:w-36">
          <FamilyBoardGamePicture className="h-auto w-full rounded-lg ring-1 ring-slate-200" />
          <figcaption className="mt-1 text-xs text-slate-500">The finished picture</figcaption>
        </figure>
        <p className="text-xs text-slate-500">{HOW_TO}</p>
      </div>
      {/* Last: it draws nothing, and first in the stack it would push the stats down by a gap. */}
      <FamilyBoardGameSymbol id={symbolId} />
    </div>
  );
}
