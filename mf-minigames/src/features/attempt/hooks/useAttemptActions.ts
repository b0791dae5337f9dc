// Start New Attempt and the completion (docs/mini-games.md#attempts, docs/mini-games.md#player-errors): 'Attempt Started'; the completion is sent
// once per attempt, with the move log as proof, and 'Success!' quotes the server's time from its
// answer. A failed send says the server's reason (or the spec's text) and can be tried again (the board stays solved).
import { puzzleCompleted, type CompleteMiniGameRequest, type GameType } from '@reality-draft/events';
import { ATTEMPT_MESSAGES, errorMessage, toast, useCompleteMiniGameMutation, useStartMiniGameMutation } from '@reality-draft/kit';
import { useCallback, useRef, useState } from 'react';

type Proof = NonNullable<CompleteMiniGameRequest['moves']>;

export function useAttemptActions(miniGameId: string, gameType: GameType) {
  const [startMiniGame, startState] = useStartMiniGameMutation();
  const [completeMiniGame, completeState] = useCompleteMiniGameMutation();
  const sent = useRef<string | null>(null);
  const [unsent, setUnsent] = useState<{ key: string; moves: Proof; seconds: number } | null>(null);

  const start = useCallback(async () => {
    try {
      const answer = await startMiniGame({ id: miniGameId, sudoku: gameType === 'sudoku' }).unwrap();
      toast({ title: 'Attempt Started', description: answer.message || 'The clock is running. Good luck!' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, ATTEMPT_MESSAGES.startFailed), variant: 'destructive' });
    }
  }, [startMiniGame, miniGameId, gameType]);

  /** Sends the solve once for this attempt (key: its start time). */
  const complete = useCallback(
    async (key: string, moves: Proof, seconds: number) => {
      if (sent.current === key) return;
      sent.current = key;
      setUnsent(null);
      try {
        const answer = await completeMiniGame({ id: miniGameId, moves, completionTimeSeconds: seconds }).unwrap();
        toast({ title: 'Success!', description: puzzleCompleted(answer.completionTime) });
      } catch (error) {
        // The server's reason where it gives one (an unsolved proof, a refused move); else the spec's text.
        sent.current = null;
        setUnsent({ key, moves, seconds });
        toast({ title: 'Error', description: errorMessage(error, ATTEMPT_MESSAGES.completeFailed), variant: 'destructive' });
      }
    },
    [completeMiniGame, miniGameId],
  );

  const retry = useCallback(() => (unsent ? complete(unsent.key, unsent.moves, unsent.seconds) : Promise.resolve()), [complete, unsent]);

  return { start, starting: startState.isLoading, complete, completing: completeState.isLoading, unsent: unsent !== null, retry };
}
