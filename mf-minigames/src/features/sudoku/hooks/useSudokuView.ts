// The player's sudoku as the server has it (spec 02 §4, §8): the puzzle and the running attempt; when
// none runs (and one is left) the attempt is started here; a load failure toasts the server's message.
import { errorMessage, toast, useStartMiniGameMutation, useSudokuQuery } from '@reality-draft/kit';
import { useEffect, useRef } from 'react';

export const LOAD_FAILED = 'Failed to load puzzle';
export const START_FAILED = 'Failed to start attempt. Please try again.';

export function useSudokuView(miniGameId: string) {
  const query = useSudokuQuery(miniGameId);
  const [start] = useStartMiniGameMutation();
  const asked = useRef(false);
  const { data: view, error } = query;
  const needsStart = !!view && !view.attempt && !view.maxAttemptsReached;

  useEffect(() => {
    if (!needsStart || asked.current) return;
    asked.current = true;
    start({ id: miniGameId, sudoku: true })
      .unwrap()
      .catch(() => toast({ title: 'Error', description: START_FAILED, variant: 'destructive' }));
  }, [needsStart, start, miniGameId]);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: errorMessage(error, LOAD_FAILED), variant: 'destructive' });
  }, [error]);

  return query;
}
