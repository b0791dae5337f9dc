// One jigsaw game: the board, its timer (from the first selection in the demo; the server's start in
// an attempt), the completion (once per run), and Reset (a new shuffle in the demo).
import { shuffledJigsaw, type JigsawMove, type JigsawPiece } from '@reality-draft/events';
import { useElapsedSeconds, useSavedMoves } from '@reality-draft/kit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { jigsawBoardReducer, jigsawBoardStart } from '../api/jigsawBoard';

export interface JigsawGameOptions {
  /** The attempt's layout; undefined in the demo (shuffled here). */
  pieces?: JigsawPiece[];
  attemptStartMs?: number | null;
  onSolved?: (moves: JigsawMove[], seconds: number) => void;
  saveKey?: string;
}

export function useJigsawGame({ pieces, attemptStartMs, onSolved, saveKey }: JigsawGameOptions) {
  const inAttempt = attemptStartMs !== undefined;
  const [state, dispatch] = useReducer(jigsawBoardReducer, pieces, (given) => jigsawBoardStart(given ?? shuffledJigsaw(Math.random), inAttempt));
  const [localStart, setLocalStart] = useState<number | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const reported = useRef(false);
  const seconds = useElapsedSeconds(inAttempt ? attemptStartMs : localStart, stoppedAt);

  useEffect(() => {
    if (!inAttempt && state.status !== 'idle' && localStart === null) setLocalStart(Date.now());
  }, [inAttempt, state.status, localStart]);

  useEffect(() => {
    if (state.status !== 'solved' || reported.current) return;
    reported.current = true;
    const stopped = Date.now();
    setStoppedAt(stopped);
    const start = inAttempt ? attemptStartMs : localStart;
    onSolved?.(state.moves, start === null ? 0 : Math.max(0, Math.floor((stopped - start) / 1000)));
  }, [state.status, state.moves, inAttempt, attemptStartMs, localStart, onSolved]);

  const restore = useCallback((moves: JigsawMove[]) => dispatch({ type: 'restore', moves }), []);
  useSavedMoves(saveKey, state.moves, restore);

  const reset = useCallback(() => {
    dispatch({ type: 'reset', pieces: pieces ?? shuffledJigsaw(Math.random), active: inAttempt });
    reported.current = false;
    setStoppedAt(null);
    if (!inAttempt) setLocalStart(null);
  }, [pieces, inAttempt]);

  return { state, dispatch, seconds, reset };
}
