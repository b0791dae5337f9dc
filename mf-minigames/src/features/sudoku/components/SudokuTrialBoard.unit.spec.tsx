import { renderToStaticMarkup } from 'react-dom/server';
import { SudokuBoard } from './SudokuBoard';
import { SudokuTrialBoard } from './SudokuTrialBoard';

const solution = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => ((r * 3 + Math.floor(r / 3) + c) % 9) + 1));
const puzzle = solution.map((row, r) => row.map((cell, c) => ((r + c) % 2 === 0 ? cell : 0)));

describe('sudoku screens', () => {
  it("say 'Invalid puzzle structure' unless the puzzle is 9 rows of 9", () => {
    expect(renderToStaticMarkup(<SudokuTrialBoard puzzle={puzzle.slice(1)} solution={solution} />)).toContain('Invalid puzzle structure');
    expect(renderToStaticMarkup(<SudokuTrialBoard puzzle={puzzle} solution={solution} />)).not.toContain('Invalid puzzle structure');
  });

  it('shows flowers, fixes the givens and marks repeated flowers', () => {
    const grid = puzzle.map((row) => [...row]);
    grid[0][1] = grid[0][0];
    const html = renderToStaticMarkup(<SudokuBoard puzzle={puzzle} grid={grid} selected={[0, 1]} onSelect={() => undefined} onFill={() => undefined} />);
    expect(html).toContain('aria-label="Row 1, column 1: Sunflower, given, repeated"');
    expect(html).toContain('aria-label="Row 1, column 2: Sunflower, repeated, selected"');
    expect(html.match(/disabled=""/g)).toHaveLength(41);
  });
});
