import { defineProjection } from '@reality-draft/kernel';
import { isPerfect, seenPuzzleOf } from '../puzzles/seenPuzzle';
import { attemptId, COLLECTIONS, type AttemptDocument } from './documents';

/** Every attempt of every round: its puzzle (never a sudoku's solution), its saved grid, its verified completion. */
export const attemptsProjection = () =>
  defineProjection({
    name: 'minigames.attempts',
    // 2: the sliding-block game is 'sliding-block' in its documents (it was 'rush_hour').
    version: 2,
    collections: [COLLECTIONS.attempts],
    handles: ['MiniGameAttemptStarted', 'MiniGameProgressSaved', 'MiniGameAttemptCompleted'],
    async apply(event, { upsert }) {
      const { miniGameId, playerId, round } = event.data;
      await upsert<AttemptDocument>(COLLECTIONS.attempts, attemptId(miniGameId, playerId, round), (attempt) => {
        if (event.type === 'MiniGameAttemptStarted') {
          const { puzzle, startedAt } = event.data;
          const grid = puzzle.gameType === 'sudoku' ? puzzle.puzzle : null;
          return { id: attemptId(miniGameId, playerId, round), miniGameId, playerId, round, startedAt, puzzle: seenPuzzleOf(puzzle), grid, completion: null };
        }
        if (!attempt) return null;
        if (event.type === 'MiniGameProgressSaved') return { ...attempt, grid: event.data.grid };
        const { elapsedMs, completionTimeSeconds, moveCount, claimedSeconds, completedAt, proof } = event.data;
        const moves = proof.gameType === 'sudoku' ? null : proof.moves;
        const completion = { elapsedMs, completionTimeSeconds, moveCount, perfect: isPerfect(attempt.puzzle, moveCount), claimedSeconds, completedAt, moves };
        return { ...attempt, completion };
      });
    },
  });
