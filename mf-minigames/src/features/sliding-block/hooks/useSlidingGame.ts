// One sliding-block game: the board, its timer (local in the demo; the server's start in an attempt),
// and the solved report (once per run, with the move log).
import type { SlidingMove, SlidingPiece } from '@reality-draft/events';
import { useSavedMoves, useSolveClock } from '@reality-draft/kit';
import { useCallback, useReducer } from 'react';
import { slidingBoardReducer, slidingBoardStart } from '../model/slidingBoard';

export interface SlidingGameOptions {
  pieces: SlidingPiece[];
  /** The attempt's start on this browser's clock; undefined in the demo (the clock starts on Start or the first tap). */
  attemptStartMs?: number | null;
  onSolved?: (moves: SlidingMove[], seconds: number) => void;
  /** Keeps the moves across a reload (an attempt). */
  saveKey?: string;
}

export function useSlidingGame({ pieces, attemptStartMs, onSolved, saveKey }: SlidingGameOptions) {
  const inAttempt = attemptStartMs !== undefined;
  const [state, dispatch] = useReducer(slidingBoardReducer, pieces, (start) => slidingBoardStart(start, inAttempt));
  const { seconds, restart } = useSolveClock({
    attemptStartMs,
    started: state.status === 'active',
    solved: state.status === 'solved',
    moves: state.moves,
    onSolved,
  });

  const restore = useCallback((moves: SlidingMove[]) => dispatch({ type: 'restore', moves }), []);
  useSavedMoves(saveKey, state.moves, restore);

  const reset = useCallback(() => {
    dispatch({ type: 'reset', active: inAttempt });
    restart();
  }, [inAttempt, restart]);

  return { state, dispatch, seconds, reset, inAttempt };
}
