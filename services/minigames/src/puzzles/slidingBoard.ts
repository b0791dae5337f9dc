/**
 * A sliding-block layout compiled for search: every movable piece keeps its line (the row of a
 * horizontal piece, the column of a vertical one), so a position is just where each one sits
 * along its line, packed into one number (mixed radix; exact below 2^53 for up to 22 pieces).
 */
import { SLIDING_EXIT_ROW, SLIDING_GRID_SIZE, type SlidingMove, type SlidingPiece } from '@reality-draft/events';

const SIZE = SLIDING_GRID_SIZE;
const MAX_MOVABLE = 22;

export class SlidingBoard {
  private readonly movable: SlidingPiece[];
  private readonly weights: number[];
  private readonly radix: number[];
  private readonly target: number;
  /** Per row, a bit per column held by an obstacle. */
  private readonly fixedRows = new Int32Array(SIZE);
  /** Scratch space for one position: where each movable piece sits, and the cells taken per row. */
  private readonly at: Int8Array;
  private readonly rows = new Int32Array(SIZE);

  constructor(private readonly pieces: readonly SlidingPiece[]) {
    this.movable = pieces.filter((piece) => !piece.isObstacle);
    if (this.movable.length > MAX_MOVABLE) throw new Error(`at most ${MAX_MOVABLE} movable pieces can be searched`);
    for (const piece of pieces) if (piece.isObstacle) this.fixedRows[piece.row] |= 1 << piece.col;
    this.target = this.movable.findIndex((piece) => piece.isTarget);
    const target = this.movable[this.target];
    if (!target || !target.isHorizontal || target.row !== SLIDING_EXIT_ROW) throw new Error('the target must be a horizontal piece on the exit row');
    this.radix = this.movable.map((piece) => SIZE - piece.length + 1);
    this.weights = this.radix.map((_, i) => this.radix.slice(0, i).reduce((product, radix) => product * radix, 1));
    this.at = new Int8Array(this.movable.length);
  }

  get start(): number {
    return this.keyOf(this.pieces);
  }

  keyOf(pieces: readonly SlidingPiece[]): number {
    const byId = new Map(pieces.map((piece) => [piece.id, piece]));
    return this.movable.reduce((key, piece, i) => key + along(byId.get(piece.id)!) * this.weights[i], 0);
  }

  positionOf(key: number, piece: number): number {
    const weight = this.weights[piece];
    // Integer arithmetic only (exact below 2^53), no Math.floor: see unpack.
    return ((key - (key % weight)) / weight) % this.radix[piece];
  }

  isSolved(key: number): boolean {
    return this.positionOf(key, this.target) === SIZE - this.movable[this.target].length;
  }

  /** The layout a key names, pieces in the order the board was made with. */
  piecesAt(key: number): SlidingPiece[] {
    const moved = new Map(this.movable.map((piece, i) => [piece.id, placed(piece, this.positionOf(key, i))]));
    return this.pieces.map((piece) => moved.get(piece.id) ?? piece);
  }

  /** The one move that takes the layout at `from` to the layout at `to` (neighbours differ in one piece). */
  moveBetween(from: number, to: number): SlidingMove {
    const i = this.movable.findIndex((_, index) => this.positionOf(from, index) !== this.positionOf(to, index));
    const { id, row, col } = placed(this.movable[i], this.positionOf(to, i));
    return { pieceId: id, row, col };
  }

  /** Calls `visit` with every position one move (one piece, any distance) away. */
  forEachNeighbour(key: number, visit: (next: number) => void): void {
    this.unpack(key);
    const { at, rows, movable, weights } = this;
    for (let i = 0; i < movable.length; i++) {
      const { isHorizontal, length } = movable[i];
      const line = isHorizontal ? movable[i].row : movable[i].col;
      const from = at[i];
      if (isHorizontal) {
        const taken = rows[line];
        for (let to = from - 1; to >= 0 && !(taken & (1 << to)); to--) visit(key + (to - from) * weights[i]);
        for (let end = from + length; end < SIZE && !(taken & (1 << end)); end++) visit(key + (end - length + 1 - from) * weights[i]);
      } else {
        const bit = 1 << line;
        for (let to = from - 1; to >= 0 && !(rows[to] & bit); to--) visit(key + (to - from) * weights[i]);
        for (let end = from + length; end < SIZE && !(rows[end] & bit); end++) visit(key + (end - length + 1 - from) * weights[i]);
      }
    }
  }

  /** Reads the key's digits off one by one with % and / (jest's vm context makes a Math call per piece and position several times slower). */
  private unpack(key: number): void {
    const { at, rows, movable, radix } = this;
    rows.set(this.fixedRows);
    for (let i = 0, rest = key; i < movable.length; i++) {
      const position = (at[i] = rest % radix[i]);
      rest = (rest - position) / radix[i];
      const { isHorizontal, length, row, col } = movable[i];
      if (isHorizontal) rows[row] |= ((1 << length) - 1) << position;
      else for (let r = position; r < position + length; r++) rows[r] |= 1 << col;
    }
  }
}

const along = (piece: SlidingPiece) => (piece.isHorizontal ? piece.col : piece.row);
const placed = (piece: SlidingPiece, position: number): SlidingPiece => (piece.isHorizontal ? { ...piece, col: position } : { ...piece, row: position });
