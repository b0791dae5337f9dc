// The 9 x 9 picture sudoku (docs/mini-games.md#sudoku): flowers for the digits, the givens fixed, only empty
// cells selectable; digits 1-9 (0, Backspace or Delete clears) and the arrows from the keyboard;
// a flower repeated in a row, column or box shows red.
import { sudokuConflicts, type SudokuGrid } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { digitOfKey, isGiven, nextEditableCell } from '../model/sudokuGrid';
import { flowerOf } from './flowers';

export type Cell = [row: number, col: number];

export interface SudokuBoardProps {
  puzzle: SudokuGrid;
  grid: SudokuGrid;
  selected: Cell | null;
  onSelect: (cell: Cell) => void;
  onFill: (cell: Cell, digit: number) => void;
  disabled?: boolean;
}

const BOXES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

function cellLabel(row: number, col: number, digit: number, given: boolean, conflict: boolean): string {
  const content = digit ? flowerOf(digit).name : 'empty';
  return `Row ${row + 1}, column ${col + 1}: ${content}${given ? ', given' : ''}${conflict ? ', repeated' : ''}`;
}

function firstEditable(puzzle: SudokuGrid): Cell | null {
  for (let row = 0; row < 9; row++) for (let col = 0; col < 9; col++) if (!isGiven(puzzle, row, col)) return [row, col];
  return null;
}

export function SudokuBoard({ puzzle, grid, selected, onSelect, onFill, disabled = false }: SudokuBoardProps) {
  const conflicts = useMemo(() => sudokuConflicts(grid), [grid]);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = selected ?? firstEditable(puzzle);

  const onKeyDown = (row: number, col: number, event: KeyboardEvent) => {
    const digit = digitOfKey(event.key);
    if (digit !== null) {
      event.preventDefault();
      return onFill([row, col], digit);
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const next = nextEditableCell(puzzle, row, col, arrow[0], arrow[1]);
    if (!next) return;
    onSelect(next);
    cells.current.get(`${next[0]}-${next[1]}`)?.focus();
  };

  const renderCell = (row: number, col: number) => {
    const digit = grid[row][col];
    const given = isGiven(puzzle, row, col);
    const chosen = selected?.[0] === row && selected[1] === col;
    const conflict = conflicts[row][col];
    const Flower = digit ? flowerOf(digit).Picture : null;
    return (
      <button
        key={`${row}-${col}`}
        ref={(node) => {
          if (node) cells.current.set(`${row}-${col}`, node);
          else cells.current.delete(`${row}-${col}`);
        }}
        type="button"
        aria-label={cellLabel(row, col, digit, given, conflict) + (chosen ? ', selected' : '')}
        tabIndex={tabStop?.[0] === row && tabStop[1] === col ? 0 : -1}
        disabled={given || disabled}
        onClick={() => onSelect([row, col])}
        onKeyDown={(event) => onKeyDown(row, col, event)}
        className={cn(
          'relative aspect-square p-0.5 focus-visible:z-10 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-brand-500',
          conflict ? 'bg-rose-200' : chosen ? 'bg-amber-100' : given ? 'bg-slate-200' : 'bg-white enabled:hover:bg-brand-50',
          (chosen || conflict) && 'ring-2 ring-inset',
          chosen ? 'ring-amber-500' : conflict && 'ring-rose-600',
        )}
      >
        {Flower && <Flower className="pointer-events-none" />}
      </button>
    );
  };

  return (
    <div
      role="group"
      aria-label="Picture sudoku, 9 by 9"
      className="mx-auto grid w-full max-w-[27rem] grid-cols-3 gap-[3px] rounded-xl border-[3px] border-slate-700 bg-slate-700"
    >
      {BOXES.map((box) => (
        <div key={box} className="grid grid-cols-3 gap-px bg-slate-400">
          {BOXES.map((cell) => renderCell(Math.floor(box / 3) * 3 + Math.floor(cell / 3), (box % 3) * 3 + (cell % 3)))}
        </div>
      ))}
    </div>
  );
}
