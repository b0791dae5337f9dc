// Mouse, touch and keyboard on the board: tap a piece then a highlighted cell, drag a piece along its
// axis, or move focus with the arrows and pick a piece up with Enter/Space (then the arrows slide it).
import type { SlidingPiece } from '@reality-draft/events';
import { useCallback, useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent } from 'react';
import { movablePieces, nearestPiece } from '../model/pieceFocus';
import { dragTarget, type SlidingAction, type SlidingBoardState } from '../model/slidingBoard';
import type { SlidingBoardHandlers } from '../components/SlidingBoardView';

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const DRAG_THRESHOLD = 0.5;

export function useSlidingControls(state: SlidingBoardState, dispatch: Dispatch<SlidingAction>) {
  const boardRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const drag = useRef<{ id: string; x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const [focusChoice, setFocusChoice] = useState<string | null>(null);
  const focusId = focusChoice ?? movablePieces(state.pieces).find((piece) => piece.isTarget)?.id ?? null;

  const pieceRefs = useCallback(
    (id: string) => (node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(id, node);
      else buttons.current.delete(id);
    },
    [],
  );

  const focusPiece = (piece: SlidingPiece) => {
    setFocusChoice(piece.id);
    buttons.current.get(piece.id)?.focus();
  };

  const handlers: SlidingBoardHandlers = {
    onPieceClick: (piece) => {
      if (dragged.current) {
        dragged.current = false;
        return;
      }
      setFocusChoice(piece.id);
      dispatch({ type: 'select', pieceId: piece.id });
    },
    onPieceKeyDown: (piece, event: KeyboardEvent) => {
      if (event.key === 'Escape') return dispatch({ type: 'deselect' });
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      if (state.selectedId === piece.id) return dispatch({ type: 'nudge', pieceId: piece.id, dRow: arrow[0], dCol: arrow[1] });
      const next = nearestPiece(state.pieces, piece.id, arrow[0], arrow[1]);
      if (next) focusPiece(next);
    },
    onPiecePointerDown: (piece, event: PointerEvent<HTMLButtonElement>) => {
      dragged.current = false;
      drag.current = { id: piece.id, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPiecePointerUp: (piece, event: PointerEvent<HTMLButtonElement>) => {
      const start = drag.current;
      drag.current = null;
      const size = boardRef.current?.getBoundingClientRect().width;
      if (!start || start.id !== piece.id || !size) return;
      const cells = ((piece.isHorizontal ? event.clientX - start.x : event.clientY - start.y) / size) * 6;
      if (Math.abs(cells) < DRAG_THRESHOLD) return;
      dragged.current = true;
      const to = dragTarget(state.pieces, piece.id, Math.round(cells) || Math.sign(cells));
      setFocusChoice(piece.id);
      if (to) dispatch({ type: 'move', pieceId: piece.id, to });
    },
    onTargetClick: (to) => {
      if (state.selectedId) dispatch({ type: 'move', pieceId: state.selectedId, to });
    },
  };

  return { handlers, boardRef, pieceRefs, focusId };
}
