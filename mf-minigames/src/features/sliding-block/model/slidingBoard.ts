// The board's state and what the player's input does to it (docs/mini-games.md#sliding-block), on the shared rules:
// idle -> active (Start, or the first tap) -> solved. One move is one piece's slide; sliding the same
// piece again straight after extends that move (and sliding it back where it was takes the move back),
// so the count matches the level's fewest moves however the slide was made (a click, a drag, arrows).
import {
  applySlidingMove,
  isSlidingSolved,
  PuzzleMoveError,
  slidingTargets,
  type SlidingCell,
  type SlidingMove,
  type SlidingPiece,
} from '@reality-draft/events';

export type SlidingStatus = 'idle' | 'active' | 'solved';

export interface SlidingBoardState {
  start: SlidingPiece[];
  pieces: SlidingPiece[];
  moves: SlidingMove[];
  /** Where the last move's piece was before that move (to merge or take back a continued slide). */
  lastFrom: SlidingCell | null;
  selectedId: string | null;
  status: SlidingStatus;
  /** What just happened, for the screen reader (aria-live). */
  announcement: string;
}

export type SlidingAction =
  | { type: 'start' }
  | { type: 'select'; pieceId: string }
  | { type: 'deselect' }
  | { type: 'move'; pieceId: string; to: SlidingCell }
  | { type: 'nudge'; pieceId: string; dRow: number; dCol: number }
  | { type: 'reset'; active: boolean }
  | { type: 'restore'; moves: SlidingMove[] };

export function slidingBoardStart(start: SlidingPiece[], active = false): SlidingBoardState {
  return { start, pieces: start, moves: [], lastFrom: null, selectedId: null, status: active ? 'active' : 'idle', announcement: '' };
}

const pieceOf = (state: SlidingBoardState, pieceId: string) => state.pieces.find((piece) => piece.id === pieceId);
export const cellText = ({ row, col }: SlidingCell) => `row ${row + 1}, column ${col + 1}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function select(state: SlidingBoardState, pieceId: string): SlidingBoardState {
  const piece = pieceOf(state, pieceId);
  if (!piece || piece.isObstacle || state.status === 'solved') return state;
  const status = state.status === 'idle' ? 'active' : state.status;
  if (state.selectedId === pieceId) return { ...state, status, selectedId: null, announcement: `${piece.name} put down.` };
  const targets = slidingTargets(state.pieces, pieceId).length;
  return { ...state, status, selectedId: pieceId, announcement: `${piece.name} selected: ${plural(targets, 'place')} to slide to.` };
}

/** The move log with this move added: a continued slide of the same piece merges into its last move. */
function logMove(state: SlidingBoardState, piece: SlidingPiece, move: SlidingMove): Pick<SlidingBoardState, 'moves' | 'lastFrom'> {
  const last = state.moves.at(-1);
  if (last?.pieceId !== move.pieceId || !state.lastFrom) return { moves: [...state.moves, move], lastFrom: { row: piece.row, col: piece.col } };
  const back = state.lastFrom.row === move.row && state.lastFrom.col === move.col;
  return back ? { moves: state.moves.slice(0, -1), lastFrom: null } : { moves: [...state.moves.slice(0, -1), move], lastFrom: state.lastFrom };
}

function move(state: SlidingBoardState, pieceId: string, to: SlidingCell): SlidingBoardState {
  const piece = pieceOf(state, pieceId);
  if (!piece || state.status === 'solved') return state;
  const next: SlidingMove = { pieceId, row: to.row, col: to.col };
  let pieces: SlidingPiece[];
  try {
    pieces = applySlidingMove(state.pieces, next);
  } catch (error) {
    if (error instanceof PuzzleMoveError) return { ...state, announcement: `Cannot move: ${error.reason}.` };
    throw error;
  }
  const logged = logMove(state, piece, next);
  const solved = isSlidingSolved(pieces);
  const announcement = solved
    ? `${piece.name} escaped! Solved in ${plural(logged.moves.length, 'move')}.`
    : `${piece.name} to ${cellText(to)}. ${plural(logged.moves.length, 'move')}.`;
  return { ...state, ...logged, pieces, status: solved ? 'solved' : 'active', selectedId: solved ? null : pieceId, announcement };
}

/** One cell along the piece's axis (arrow keys); across its axis nothing moves. */
function nudge(state: SlidingBoardState, pieceId: string, dRow: number, dCol: number): SlidingBoardState {
  const piece = pieceOf(state, pieceId);
  if (!piece || piece.isObstacle) return state;
  if (piece.isHorizontal ? dRow !== 0 : dCol !== 0)
    return { ...state, announcement: `${piece.name} slides only ${piece.isHorizontal ? 'left and right' : 'up and down'}.` };
  return move(state, pieceId, { row: piece.row + dRow, col: piece.col + dCol });
}

/** Puts back a saved move log (after a reload); an unreadable one leaves the start layout. */
function restore(state: SlidingBoardState, moves: SlidingMove[]): SlidingBoardState {
  let restored = state;
  for (const saved of moves) {
    const next = move(restored, saved.pieceId, saved);
    if (next.pieces === restored.pieces) return state;
    restored = next;
  }
  return { ...restored, selectedId: null, announcement: '' };
}

export function slidingBoardReducer(state: SlidingBoardState, action: SlidingAction): SlidingBoardState {
  switch (action.type) {
    case 'start':
      return state.status === 'idle' ? { ...state, status: 'active', announcement: 'Game started. The clock is running.' } : state;
    case 'select':
      return select(state, action.pieceId);
    case 'deselect':
      return state.selectedId ? { ...state, selectedId: null } : state;
    case 'move':
      return move(state, action.pieceId, action.to);
    case 'nudge':
      return nudge(state, action.pieceId, action.dRow, action.dCol);
    case 'reset':
      return { ...slidingBoardStart(state.start, action.active), announcement: 'Board reset to the start.' };
    case 'restore':
      return restore(state, action.moves);
  }
}

/** The cells the selected piece can slide to (highlighted as targets). */
export function selectedTargets(state: SlidingBoardState): SlidingCell[] {
  return state.selectedId && state.status !== 'solved' ? slidingTargets(state.pieces, state.selectedId) : [];
}

/** A highlighted cell to tap: the leading cell of one legal placement, and that placement. */
export interface TargetCell {
  cell: SlidingCell;
  to: SlidingCell;
}

/** One cell per legal placement of the selected piece: the cell its front edge would newly cover. */
export function targetCells(state: SlidingBoardState): TargetCell[] {
  const piece = state.selectedId ? pieceOf(state, state.selectedId) : undefined;
  if (!piece) return [];
  return selectedTargets(state).map((to) => {
    const forward = piece.isHorizontal ? to.col > piece.col : to.row > piece.row;
    const lead = forward ? piece.length - 1 : 0;
    return { to, cell: piece.isHorizontal ? { row: to.row, col: to.col + lead } : { row: to.row + lead, col: to.col } };
  });
}

/** Where a drag of `cells` along the piece's axis lands: the legal placement nearest to it that way, or null. */
export function dragTarget(pieces: readonly SlidingPiece[], pieceId: string, cells: number): SlidingCell | null {
  const piece = pieces.find((candidate) => candidate.id === pieceId);
  if (!piece || cells === 0) return null;
  const along = (cell: SlidingCell) => (piece.isHorizontal ? cell.col - piece.col : cell.row - piece.row);
  const sameWay = slidingTargets(pieces, pieceId).filter((cell) => Math.sign(along(cell)) === Math.sign(cells));
  return sameWay.reduce<SlidingCell | null>((best, cell) => (!best || Math.abs(along(cell) - cells) < Math.abs(along(best) - cells) ? cell : best), null);
}
