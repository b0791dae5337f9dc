/**
 * The 20-piece jigsaw (docs/mini-games.md#jigsaw): the rules the player's screen plays by and the server
 * replays a solve with. Positions 0-19 are the board's cells (5 columns x 4 rows, row-major),
 * 20-39 the tray's slots. A piece moves onto an empty cell or an empty tray slot.
 */
import { replayProof } from './proofReplay';
import { PuzzleMoveError } from './puzzleMoveError';

export const JIGSAW_COLUMNS = 5;
export const JIGSAW_ROWS = 4;
export const JIGSAW_PIECES = 20;
export const JIGSAW_TRAY_SLOTS = 20;
const POSITIONS = JIGSAW_PIECES + JIGSAW_TRAY_SLOTS;

export interface JigsawPiece {
  /** 0-19, equal to correctPosition. */
  id: number;
  position: number;
  correctPosition: number;
}

export interface JigsawMove {
  pieceId: number;
  position: number;
}

export const isJigsawTraySlot = (position: number) => position >= JIGSAW_PIECES && position < POSITIONS;

/** Every piece in the tray, in a random order (Fisher-Yates over the slots with the given random in [0, 1)). */
export function shuffledJigsaw(random: () => number): JigsawPiece[] {
  const slots = Array.from({ length: JIGSAW_TRAY_SLOTS }, (_, i) => JIGSAW_PIECES + i);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots.map((position, id) => ({ id, position, correctPosition: id }));
}

/** The pieces after one move; a move the rules refuse throws a PuzzleMoveError saying why. */
export function applyJigsawMove(pieces: readonly JigsawPiece[], move: JigsawMove): JigsawPiece[] {
  const piece = pieces.find((candidate) => candidate.id === move.pieceId);
  if (!piece) throw new PuzzleMoveError(`there is no piece ${JSON.stringify(move.pieceId)}`);
  const { position } = move;
  if (!Number.isInteger(position) || position < 0 || position >= POSITIONS) {
    throw new PuzzleMoveError(
      `position ${JSON.stringify(position)} is neither a board cell (0-${JIGSAW_PIECES - 1}) nor a tray slot (${JIGSAW_PIECES}-${POSITIONS - 1})`,
    );
  }
  if (piece.position === position) throw new PuzzleMoveError(`piece ${piece.id} is already at position ${position}`);
  const occupant = pieces.find((candidate) => candidate.position === position);
  if (occupant) throw new PuzzleMoveError(`position ${position} is taken by piece ${occupant.id}`);
  return pieces.map((candidate) => (candidate === piece ? { ...piece, position } : candidate));
}

/** Complete when every piece sits on its own cell. */
export function isJigsawSolved(pieces: readonly JigsawPiece[]): boolean {
  return pieces.length === JIGSAW_PIECES && pieces.every((piece) => piece.position === piece.correctPosition);
}

/** Replays a solve from the recorded shuffle; an illegal move, or any move after the solve, throws a PuzzleMoveError naming it. */
export function replayJigsawMoves(pieces: readonly JigsawPiece[], moves: readonly JigsawMove[]): { solved: boolean; moveCount: number; pieces: JigsawPiece[] } {
  const { solved, moveCount, state } = replayProof(pieces, moves, applyJigsawMove, isJigsawSolved);
  return { solved, moveCount, pieces: [...state] };
}
