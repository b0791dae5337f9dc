// One sliding-block game: the board, its timer (local in the demo; the server's start in an attempt),
// and the solved report (once per run, with the move log).
import type { SlidingMove, SlidingPiece } from '@reality-draft/events';
import { useElapsedSeconds, useSavedMoves } from '@reality-draft/kit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { slidingBoardReducer, slidingBoardStart } from '../api/slidingBoard';

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
  const [localStart, setLocalStart] = useState<number | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const reported = useRef(false);
  const seconds = useElapsedSeconds(inAttempt ? attemptStartMs : localStart, stoppedAt);

  useEffect(() => {
    if (!inAttempt && state.status === 'active' && localStart === null) setLocalStart(Date.now());
  }, [inAttempt, state.status, localStart]);

  useEffect(() => {
    if (state.status !== 'solved' || reported.current) return;
    reported.current = true;
    const stopped = Date.now();
    setStoppedAt(stopped);
    const start = inAttempt ? attemptStartMs : localStart;
    onSolved?.(state.moves, start === null ? 0 : Math.max(0, Math.floor((stopped - start) / 1000)));
  }, [state.status, state.moves, inAttempt, attemptStartMs, localStart, onSolved]);

  const restore = useCallback((moves: SlidingMove[]) => dispatch({ type: 'restore', moves }), []);
  useSavedMoves(saveKey, state.moves, restore);

  const reset = useCallback(() => {
    dispatch({ type: 'reset', active: inAttempt });
    reported.current = false;
    setStoppedAt(null);
    if (!inAttempt) setLocalStart(null);
  }, [inAttempt]);

  return { state, dispatch, seconds, reset, inAttempt };
}
