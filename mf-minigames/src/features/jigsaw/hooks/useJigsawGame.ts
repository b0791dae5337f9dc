// One jigsaw game: the board, its timer (from the first selection in the demo; the server's start in
// an attempt), the completion (once per run), and Reset (a new shuffle in the demo).
import { shuffledJigsaw, type JigsawMove, type JigsawPiece } from '@reality-draft/events';
import { useSavedMoves, useSolveClock } from '@reality-draft/kit';
import { useCallback, useReducer } from 'react';
import { jigsawBoardReducer, jigsawBoardStart } from '../model/jigsawBoard';

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
  const { seconds, restart } = useSolveClock({
    attemptStartMs,
    started: state.status !== 'idle',
    solved: state.status === 'solved',
    moves: state.moves,
    onSolved,
  });

  const restore = useCallback((moves: JigsawMove[]) => dispatch({ type: 'restore', moves }), []);
  useSavedMoves(saveKey, state.moves, restore);

  const reset = useCallback(() => {
    dispatch({ type: 'reset', pieces: pieces ?? shuffledJigsaw(Math.random), active: inAttempt });
    restart();
  }, [pieces, inAttempt, restart]);

  return { state, dispatch, seconds, reset };
}
