// Columns of positions (the board's 20 cells in 5 columns, or the tray's 20 slots): each shows its piece's
// slice of the picture, or an empty place to put the selected piece. Pieces drag onto empty places.
import type { JigsawPiece } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import type { DragEvent } from 'react';
import { pieceText, positionText } from '../model/jigsawBoard';
import { JigsawPieceArt } from './FamilyBoardGamePicture';

export interface JigsawGridHandlers {
  onPiece: (pieceId: number) => void;
  onEmpty: (position: number) => void;
  onDrop: (pieceId: number, position: number) => void;
}

export interface JigsawGridProps {
  label: string;
  /** The pieces at this grid's positions, in order (null where empty). */
  slots: readonly (JigsawPiece | null)[];
  firstPosition: number;
  symbolId: string;
  selectedId?: number | null;
  /** Board cells show a faint outline; the tray is plain. */
  board?: boolean;
  handlers?: JigsawGridHandlers;
  disabled?: boolean;
}

const DRAG_TYPE = 'application/x-jigsaw-piece';

function PieceButton({
  piece,
  selected,
  symbolId,
  handlers,
  disabled,
}: {
  piece: JigsawPiece;
  selected: boolean;
  symbolId: string;
  handlers?: JigsawGridHandlers;
  disabled: boolean;
}) {
  const placed = piece.position === piece.correctPosition;
  const art = <JigsawPieceArt symbolId={symbolId} cell={piece.correctPosition} className="rounded-[3px]" />;
  const ring = selected ? 'relative z-10 scale-105 ring-4 ring-amber-500' : placed ? 'ring-1 ring-emerald-400' : 'ring-1 ring-slate-300';
  const look = cn('block aspect-square w-full overflow-hidden rounded-md bg-white shadow-sm', ring);
  if (!handlers) return <div className={look}>{art}</div>;
  return (
    <button
      type="button"
      className={cn(look, 'transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500 disabled:cursor-not-allowed')}
      aria-pressed={selected}
      aria-label={`${pieceText(piece.id)}, at ${positionText(piece.position)}${placed ? ', in place' : ''}`}
      disabled={disabled}
      draggable={!disabled}
      onDragStart={(event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, String(piece.id))}
      onClick={() => handlers.onPiece(piece.id)}
    >
      {art}
    </button>
  );
}

function EmptyPlace({
  position,
  board,
  pickedUp,
  handlers,
  disabled,
}: {
  position: number;
  board: boolean;
  pickedUp: boolean;
  handlers?: JigsawGridHandlers;
  disabled: boolean;
}) {
  const open = pickedUp && !disabled;
  const look = cn(
    'block aspect-square w-full rounded-md border border-dashed',
    open ? 'border-amber-500 bg-amber-50' : board ? 'border-slate-300 bg-slate-50' : 'border-slate-200 bg-white',
  );
  if (!handlers) return <div className={look} />;
  return (
    <button
      type="button"
      className={cn(look, 'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500 disabled:cursor-not-allowed')}
      aria-label={`Empty ${positionText(position)}`}
      disabled={disabled}
      onClick={() => handlers.onEmpty(position)}
      onDragOver={(event) => event.dataTransfer.types.includes(DRAG_TYPE) && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const pieceId = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (Number.isInteger(pieceId)) handlers.onDrop(pieceId, position);
      }}
    />
  );
}

export function JigsawGrid({ label, slots, firstPosition, symbolId, selectedId = null, board = false, handlers, disabled = false }: JigsawGridProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'grid rounded-xl',
        // The board keeps the picture's 5 columns; on a phone the tray takes 7 (3 rows, each piece still ~44 px to tap).
        board ? 'grid-cols-5 gap-1 bg-slate-200 p-1.5' : 'grid-cols-7 gap-0.5 bg-slate-100 p-1 sm:grid-cols-5 sm:gap-1 sm:p-1.5',
      )}
    >
      {slots.map((piece, index) =>
        piece ? (
          <PieceButton key={`p${piece.id}`} piece={piece} selected={piece.id === selectedId} symbolId={symbolId} handlers={handlers} disabled={disabled} />
        ) : (
          <EmptyPlace
            key={`e${firstPosition + index}`}
            position={firstPosition + index}
            board={board}
            pickedUp={selectedId !== null}
            handlers={handlers}
            disabled={disabled}
          />
        ),
      )}
    </div>
  );
}
