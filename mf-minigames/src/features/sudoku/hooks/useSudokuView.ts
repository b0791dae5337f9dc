// The player's sudoku as the server has it (docs/mini-games.md#sudoku, docs/mini-games.md#player-errors): the puzzle and the running attempt; when
// none runs (and one is left) the attempt is started here; a load failure toasts the server's message.
import { ATTEMPT_MESSAGES, errorMessage, toast, useStartMiniGameMutation, useSudokuQuery } from '@reality-draft/kit';
import { useEffect, useRef } from 'react';

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
      .catch((error: unknown) => toast({ title: 'Error', description: errorMessage(error, ATTEMPT_MESSAGES.startFailed), variant: 'destructive' }));
  }, [needsStart, start, miniGameId]);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: errorMessage(error, ATTEMPT_MESSAGES.loadFailed), variant: 'destructive' });
  }, [error]);

  return query;
}
