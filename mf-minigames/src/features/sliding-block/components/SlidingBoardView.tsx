// The 6 x 6 lot: pieces as buttons placed by row and column, the selected piece's target cells to tap,
// and the exit on row 3 (row index 2) at the right edge. Read-only when no handlers are given (replays).
import { SLIDING_EXIT_ROW, SLIDING_GRID_SIZE, type SlidingCell, type SlidingPiece } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import { LogOut } from 'lucide-react';
import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { textOn } from '../model/pieceFocus';
import { cellText, type TargetCell } from '../model/slidingBoard';

const N = SLIDING_GRID_SIZE;
/** An obstacle looks like a barrier whatever colour its level gives it: hazard stripes. */
const OBSTACLE_LOOK = { background: 'repeating-linear-gradient(45deg, #fbbf24 0 6px, #1f2937 6px 12px)' };
const pct = (cells: number) => `${(cells / N) * 100}%`;

export interface SlidingBoardHandlers {
  onPieceClick: (piece: SlidingPiece) => void;
  onPieceKeyDown: (piece: SlidingPiece, event: KeyboardEvent<HTMLButtonElement>) => void;
  onPiecePointerDown: (piece: SlidingPiece, event: PointerEvent<HTMLButtonElement>) => void;
  onPiecePointerUp: (piece: SlidingPiece, event: PointerEvent<HTMLButtonElement>) => void;
  onTargetClick: (to: SlidingCell) => void;
}

export interface SlidingBoardViewProps {
  pieces: readonly SlidingPiece[];
  selectedId?: string | null;
  focusId?: string | null;
  targets?: readonly TargetCell[];
  disabled?: boolean;
  handlers?: SlidingBoardHandlers;
  pieceRefs?: (id: string) => Ref<HTMLButtonElement>;
  boardRef?: Ref<HTMLDivElement>;
  label: string;
}

function Piece({
  piece,
  selected,
  tabbable,
  disabled,
  handlers,
  pieceRef,
}: {
  piece: SlidingPiece;
  selected: boolean;
  tabbable: boolean;
  disabled: boolean;
  handlers?: SlidingBoardHandlers;
  pieceRef?: Ref<HTMLButtonElement>;
}) {
  const cols = piece.isHorizontal ? piece.length : 1;
  const rows = piece.isHorizontal ? 1 : piece.length;
  const role = piece.isObstacle
    ? 'obstacle, cannot move'
    : piece.isTarget
      ? 'your contestant'
      : piece.isHorizontal
        ? 'slides left and right'
        : 'slides up and down';
  const style = { left: pct(piece.col), top: pct(piece.row), width: pct(cols), height: pct(rows) };
  const body = (
    <span
      className={cn(
        'flex h-full w-full items-center justify-center overflow-hidden rounded-lg px-1 text-center text-[10px] font-semibold leading-tight shadow-md sm:text-xs',
        textOn(piece.color),
        selected ? 'ring-4 ring-inset ring-amber-300' : piece.isTarget && 'ring-2 ring-inset ring-white/70',
      )}
      style={piece.isObstacle ? OBSTACLE_LOOK : { backgroundColor: piece.color }}
    >
      <span className={cn(!piece.isTarget && 'hidden sm:inline', piece.isObstacle && 'sr-only')}>{piece.name}</span>
    </span>
  );
  if (!handlers || piece.isObstacle) {
    return (
      <div className="absolute p-[3px]" style={style} role="img" aria-label={`${piece.name}, ${role}, at ${cellText(piece)}`}>
        {body}
      </div>
    );
  }
  return (
    <button
      ref={pieceRef}
      type="button"
      className="absolute touch-none select-none rounded-xl p-[3px] transition-[left,top] duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-800 motion-reduce:transition-none disabled:cursor-not-allowed"
      style={style}
      tabIndex={tabbable ? 0 : -1}
      disabled={disabled}
      aria-pressed={selected}
      aria-label={`${piece.name}, ${role}, at ${cellText(piece)}`}
      onClick={() => handlers.onPieceClick(piece)}
      onKeyDown={(event) => handlers.onPieceKeyDown(piece, event)}
      onPointerDown={(event) => handlers.onPiecePointerDown(piece, event)}
      onPointerUp={(event) => handlers.onPiecePointerUp(piece, event)}
    >
      {body}
    </button>
  );
}

function Targets({ targets, onTargetClick }: { targets: readonly TargetCell[]; onTargetClick: (to: SlidingCell) => void }) {
  return targets.map(({ cell, to }) => (
    <button
      key={`${cell.row}-${cell.col}`}
      type="button"
      tabIndex={-1}
      aria-label={`Slide here: ${cellText(cell)}`}
      className="absolute p-1"
      style={{ left: pct(cell.col), top: pct(cell.row), width: pct(1), height: pct(1) }}
      onClick={() => onTargetClick(to)}
    >
      <span className="block h-full w-full motion-safe:animate-pulse rounded-lg border-2 border-dashed border-amber-300 bg-amber-300/25" />
    </button>
  ));
}

export function SlidingBoardView({
  pieces,
  selectedId = null,
  focusId = null,
  targets = [],
  disabled = false,
  handlers,
  pieceRefs,
  boardRef,
  label,
}: SlidingBoardViewProps) {
  return (
    <div className="mx-auto w-full max-w-[26rem] rounded-2xl bg-slate-800 p-2 pr-7 shadow-inner sm:pr-8">
      <div ref={boardRef} role="group" aria-label={label} className="relative aspect-square w-full">
        <div aria-hidden className="absolute inset-0 grid grid-cols-6 grid-rows-6 gap-0">
          {Array.from({ length: N * N }, (_, index) => (
            <div key={index} className="m-[2px] rounded-md bg-slate-700/70" />
          ))}
        </div>
        <div
          aria-hidden
          className="absolute left-full ml-1 flex items-center justify-center rounded-r-md bg-emerald-500 px-0.5 text-white"
          style={{ top: pct(SLIDING_EXIT_ROW), height: pct(1) }}
        >
          <LogOut className="h-4 w-4" />
        </div>
        {pieces.map((piece) => (
          <Piece
            key={piece.id}
            piece={piece}
            selected={piece.id === selectedId}
            tabbable={piece.id === focusId}
            disabled={disabled}
            handlers={handlers}
            pieceRef={pieceRefs?.(piece.id)}
          />
        ))}
        {handlers && !disabled && <Targets targets={targets} onTargetClick={handlers.onTargetClick} />}
      </div>
      <p className="sr-only">The exit is at the right edge of row {SLIDING_EXIT_ROW + 1}.</p>
    </div>
  );
}
