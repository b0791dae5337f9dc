import { digitOfKey, fillCell, isFilled, nextEditableCell } from './sudokuGrid';
import { testVerdict } from './trialVerdict';

const solution = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => ((r * 3 + Math.floor(r / 3) + c) % 9) + 1));
const puzzle = solution.map((row, r) => row.map((cell, c) => ((r + c) % 2 === 0 ? cell : 0)));

describe('sudoku grid edits', () => {
  it('changes only cells empty in the puzzle', () => {
    const filled = fillCell(puzzle, puzzle, 0, 1, 7);
    expect(filled[0][1]).toBe(7);
    expect(puzzle[0][1]).toBe(0);
    expect(fillCell(puzzle, puzzle, 0, 0, 7)).toBe(puzzle);
    expect(fillCell(puzzle, filled, 0, 1, 0)[0][1]).toBe(0);
    expect(fillCell(puzzle, puzzle, 0, 1, 10)).toBe(puzzle);
  });

  it('reads digits, clear keys, and skips givens with the arrows', () => {
    expect(['5', '0', 'Backspace', 'Delete', 'a'].map(digitOfKey)).toEqual([5, 0, 0, 0, null]);
    expect(nextEditableCell(puzzle, 0, 1, 0, 1)).toEqual([0, 3]);
    expect(nextEditableCell(puzzle, 0, 1, 0, -1)).toBeNull();
    expect(nextEditableCell(puzzle, 0, 1, 1, 0)).toEqual([2, 1]);
  });
});

describe("the admin's test verdict", () => {
  it('asks for every cell first, then compares with the known solution', () => {
    expect(isFilled(puzzle)).toBe(false);
    expect(testVerdict(puzzle, solution)).toMatchObject({ solved: false, title: 'Incomplete Puzzle', description: 'Please fill all cells before submitting.' });
    expect(testVerdict(solution, solution)).toMatchObject({ solved: true, title: 'Congratulations!', description: 'You solved the puzzle correctly!' });
    const wrong = solution.map((row) => [...row]);
    [wrong[0][0], wrong[0][1]] = [wrong[0][1], wrong[0][0]];
    expect(testVerdict(wrong, solution)).toMatchObject({ solved: false, title: 'Not Quite Right', description: 'Some numbers are incorrect. Keep trying!' });
  });
});
