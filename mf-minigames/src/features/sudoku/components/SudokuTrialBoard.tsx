// The admin's 'Test the Game' board: a generated puzzle checked against its known solution
// (docs/mini-games.md#sudoku-test): 'Incomplete Puzzle', 'Congratulations!' or 'Not Quite Right'.
import { isSudokuGridShape, type SudokuGrid } from '@reality-draft/events';
import { Button, toast, ErrorNotice } from '@reality-draft/kit';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { copyGrid, fillCell } from '../model/sudokuGrid';
import { INVALID_PUZZLE, testVerdict } from '../model/trialVerdict';
import { FlowerPalette } from './FlowerPalette';
import { SudokuBoard, type Cell } from './SudokuBoard';

export interface SudokuTrialBoardProps {
  /** The test puzzle (GET /api/admin/sudoku/test); anything but 9 rows of 9 shows 'Invalid puzzle structure'. */
  puzzle: unknown;
  solution: SudokuGrid;
}

function TestBoard({ puzzle, solution }: { puzzle: SudokuGrid; solution: SudokuGrid }) {
  const [grid, setGrid] = useState(() => copyGrid(puzzle));
  const [selected, setSelected] = useState<Cell | null>(null);
  const [solved, setSolved] = useState(false);
  const fill = (cell: Cell, digit: number) => setGrid((current) => fillCell(puzzle, current, cell[0], cell[1], digit));
  const check = () => {
    const { solved: correct, ...verdict } = testVerdict(grid, solution);
    setSolved(correct);
    toast(verdict);
  };
  const clear = () => {
    setGrid(copyGrid(puzzle));
    setSelected(null);
    setSolved(false);
  };
  return (
    <div className="space-y-4">
      <SudokuBoard puzzle={puzzle} grid={grid} selected={selected} onSelect={setSelected} onFill={fill} disabled={solved} />
      <FlowerPalette onPick={(digit) => selected && fill(selected, digit)} disabled={solved || !selected} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={check} disabled={solved}>
          <CheckCircle2 className="h-4 w-4" aria-hidden />
          Check Solution
        </Button>
        <Button variant="outline" onClick={clear}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          Clear Board
        </Button>
      </div>
    </div>
  );
}

export function SudokuTrialBoard({ puzzle, solution }: SudokuTrialBoardProps) {
  if (!isSudokuGridShape(puzzle) || !isSudokuGridShape(solution)) return <ErrorNotice>{INVALID_PUZZLE}</ErrorNotice>;
  return <TestBoard key={JSON.stringify(puzzle)} puzzle={puzzle} solution={solution} />;
}
