// The admin's test sudoku: generate one of a difficulty (toasts as the spec says), or put it away.
import { DEFAULT_SUDOKU_DIFFICULTY, type SudokuDifficulty, type SudokuTestAnswer } from '@reality-draft/events';
import { toast, useLazyTestSudokuQuery } from '@reality-draft/kit';
import { useState } from 'react';
import { failureToast, generatedToast } from '../model/miniGameToasts';

export function useSudokuTest() {
  const [difficulty, setDifficulty] = useState<SudokuDifficulty>(DEFAULT_SUDOKU_DIFFICULTY);
  const [test, setTest] = useState<SudokuTestAnswer | null>(null);
  const [fetchTest, { isFetching }] = useLazyTestSudokuQuery();
  const generate = async () => {
    const result = await fetchTest(difficulty);
    if (result.error || !result.data) return void toast(failureToast('generate', result.error));
    setTest(result.data);
    toast(generatedToast(result.data.difficulty));
  };
  return { difficulty, setDifficulty, test, generate, close: () => setTest(null), isGenerating: isFetching };
}

export type SudokuTest = ReturnType<typeof useSudokuTest>;
