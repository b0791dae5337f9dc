// The jigsaw's state and input (docs/mini-games.md#jigsaw), on the shared rules: select a piece, then an empty
// board cell or tray slot moves it there and counts a move; selecting the same piece again puts it
// down. The clock starts on the first selection; the puzzle completes once, when every piece is home.
import { applyJigsawMove, isJigsawSolved, isJigsawTraySlot, JIGSAW_COLUMNS, PuzzleMoveError, type JigsawMove, type JigsawPiece } from '@reality-draft/events';

export type JigsawStatus = 'idle' | 'active' | 'solved';

export interface JigsawBoardState {
  pieces: JigsawPiece[];
  moves: JigsawMove[];
  selectedId: number | null;
  status: JigsawStatus;
  announcement: string;
}

export type JigsawAction =
  | { type: 'select'; pieceId: number }
  | { type: 'place'; position: number }
  | { type: 'drop'; pieceId: number; position: number }
  | { type: 'reset'; pieces: JigsawPiece[]; active: boolean }
  | { type: 'restore'; moves: JigsawMove[] };

export function jigsawBoardStart(pieces: JigsawPiece[], active = false): JigsawBoardState {
  return { pieces, moves: [], selectedId: null, status: active ? 'active' : 'idle', announcement: '' };
}

/** 'board row 2, column 3' or 'tray slot 7'. */
export function positionText(position: number): string {
  if (isJigsawTraySlot(position)) return `tray slot ${position - 19}`;
  return `board row ${Math.floor(position / JIGSAW_COLUMNS) + 1}, column ${(position % JIGSAW_COLUMNS) + 1}`;
}

export const pieceText = (pieceId: number) => `Piece ${pieceId + 1}`;
const plural = (count: number) => `${count} ${count === 1 ? 'move' : 'moves'}`;

function select(state: JigsawBoardState, pieceId: number): JigsawBoardState {
  if (state.status === 'solved' || !state.pieces.some((piece) => piece.id === pieceId)) return state;
  if (state.selectedId === pieceId) return { ...state, selectedId: null, announcement: `${pieceText(pieceId)} put down.` };
  return { ...state, status: 'active', selectedId: pieceId, announcement: `${pieceText(pieceId)} picked up. Choose an empty cell.` };
}

function place(state: JigsawBoardState, pieceId: number | null, position: number): JigsawBoardState {
  if (pieceId === null || state.status === 'solved') return state;
  const move: JigsawMove = { pieceId, position };
  let pieces: JigsawPiece[];
  try {
    pieces = applyJigsawMove(state.pieces, move);
  } catch (error) {
    if (error instanceof PuzzleMoveError) return { ...state, announcement: `Cannot move there: ${error.reason}.` };
    throw error;
  }
  const moves = [...state.moves, move];
  const solved = isJigsawSolved(pieces);
  const home = pieces.find((piece) => piece.id === pieceId)?.correctPosition === position ? ' It fits!' : '';
  const announcement = solved
    ? `Puzzle complete in ${plural(moves.length)}!`
    : `${pieceText(pieceId)} to ${positionText(position)}.${home} ${plural(moves.length)}.`;
  return { pieces, moves, selectedId: null, status: solved ? 'solved' : 'active', announcement };
}

function restore(state: JigsawBoardState, moves: JigsawMove[]): JigsawBoardState {
  let restored = state;
  for (const move of moves) {
    const next = place(restored, move.pieceId, move.position);
    if (next.pieces === restored.pieces) return state;
    restored = next;
  }
  return { ...restored, announcement: '' };
}

export function jigsawBoardReducer(state: JigsawBoardState, action: JigsawAction): JigsawBoardState {
  switch (action.type) {
    case 'select':
      return select(state, action.pieceId);
    case 'place':
      return place(state, state.selectedId, action.position);
    case 'drop':
      return place({ ...state, status: state.status === 'idle' ? 'active' : state.status }, action.pieceId, action.position);
    case 'reset':
      return { ...jigsawBoardStart(action.pieces, action.active), announcement: 'Pieces shuffled back into the tray.' };
    case 'restore':
      return restore(state, action.moves);
  }
}

/** The piece at each position (0-39), or null where empty. */
export function piecesByPosition(pieces: readonly JigsawPiece[]): (JigsawPiece | null)[] {
  const slots: (JigsawPiece | null)[] = new Array(40).fill(null);
  for (const piece of pieces) slots[piece.position] = piece;
  return slots;
}
