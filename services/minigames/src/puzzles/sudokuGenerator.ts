/**
 * Picture sudoku puzzles with exactly one solution, our own generator.
 *
 * We first tried sudoku-core 3.0.3 (npm) as planned, and measured it on a busy 2-core machine:
 * generate('easy') p50 172 ms / p99 593 ms, 'medium' p50 480 ms / p99 1.6 s, 'hard' p50 3.5 s /
 * p90 18 s, worst seen 60 s (it re-grades the whole board by its strategies after every cell it
 * removes, and starts over until the grade comes out right). That would block the event loop for
 * seconds when an attempt starts, and 1,000 puzzles for the tests would take over twenty minutes.
 * So we generate here: a random full grid by backtracking, then cells removed in a random order
 * while the puzzle stays solvable the way its difficulty promises:
 * - easy: 38 givens, solvable by naked singles alone;
 * - medium: 30 givens, solvable by naked and hidden singles, and needing the hidden ones;
 * - hard: 25 givens or as few as the grid allows (never over 27), unique by search, and needing
 *   more than singles.
 * A grid that misses its grade is thrown away and another one made. p50 / p99 on the same machine:
 * easy 0.5 / 1.3 ms, medium 1.1 / 6 ms, hard 2.8 / 12 ms.
 */
import type { SudokuDifficulty, SudokuGrid } from '@reality-draft/events';
import { solvesBySingles } from './sudokuLogic';
import { countSolutions, gridOf, searchSudoku } from './sudokuSearch';

export { countSolutions } from './sudokuSearch';

export interface GeneratedSudoku {
  puzzle: SudokuGrid;
  solution: SudokuGrid;
  difficulty: SudokuDifficulty;
}

interface Grade {
  givens: number;
  /** Accepted when removal stalls above `givens`. */
  maxGivens: number;
  /** The puzzle still has one solution, found the promised way, after `digit` is removed from `cell`. */
  stillFair: (puzzle: SudokuGrid, cell: number, digit: number) => boolean;
  /** Not easier than promised. */
  hardEnough: (puzzle: SudokuGrid) => boolean;
}

const GRADES: Record<SudokuDifficulty, Grade> = {
  easy: { givens: 38, maxGivens: 38, stillFair: (puzzle) => solvesBySingles(puzzle, 'naked singles'), hardEnough: () => true },
  medium: {
    givens: 30,
    maxGivens: 30,
    stillFair: (puzzle) => solvesBySingles(puzzle, 'naked and hidden singles'),
    hardEnough: (puzzle) => !solvesBySingles(puzzle, 'naked singles'),
  },
  hard: {
    givens: 25,
    maxGivens: 27,
    // Unique when no solution puts another digit in the emptied cell.
    stillFair: (puzzle, cell, digit) => searchSudoku(puzzle, { limit: 1, forbid: { cell, digit } }) === 0,
    hardEnough: (puzzle) => !solvesBySingles(puzzle, 'naked and hidden singles'),
  },
};

const MAX_TRIES = 100;

export function randomSolvedGrid(random: () => number): SudokuGrid {
  const solved: SudokuGrid[] = [];
  searchSudoku(gridOf(new Array(81).fill(0)), { limit: 1, random, onSolution: (cells) => solved.push(gridOf(cells)) });
  return solved[0];
}

function shuffledCells(random: () => number): number[] {
  const cells = Array.from({ length: 81 }, (_, i) => i);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells;
}

/** Removes givens from the solution, in a random order, while the grade's promise holds; null when it stalls above maxGivens. */
function dug(solution: SudokuGrid, grade: Grade, random: () => number): SudokuGrid | null {
  const puzzle = solution.map((row) => [...row]);
  let givens = 81;
  for (const cell of shuffledCells(random)) {
    if (givens === grade.givens) break;
    const [row, col] = [Math.floor(cell / 9), cell % 9];
    const digit = puzzle[row][col];
    puzzle[row][col] = 0;
    if (grade.stillFair(puzzle, cell, digit)) givens--;
    else puzzle[row][col] = digit;
  }
  return givens <= grade.maxGivens ? puzzle : null;
}

/** A puzzle of the difficulty with exactly one solution (checked again by search before it is returned). */
export function generateSudoku(difficulty: SudokuDifficulty, random: () => number = Math.random): GeneratedSudoku {
  const grade = GRADES[difficulty];
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const solution = randomSolvedGrid(random);
    const puzzle = dug(solution, grade, random);
    if (puzzle && grade.hardEnough(puzzle) && countSolutions(puzzle, 2) === 1) return { puzzle, solution, difficulty };
  }
  throw new Error(`no ${difficulty} sudoku after ${MAX_TRIES} tries`);
}
