// Keyboard focus among the pieces: an arrow key moves focus to the nearest movable piece that way.
import type { SlidingPiece } from '@reality-draft/events';

const centre = (piece: SlidingPiece) => ({
  row: piece.row + (piece.isHorizontal ? 0 : (piece.length - 1) / 2),
  col: piece.col + (piece.isHorizontal ? (piece.length - 1) / 2 : 0),
});

export const movablePieces = (pieces: readonly SlidingPiece[]) => pieces.filter((piece) => !piece.isObstacle);

/** The nearest movable piece in the direction (dRow, dCol) from the given one, or null. */
export function nearestPiece(pieces: readonly SlidingPiece[], fromId: string, dRow: number, dCol: number): SlidingPiece | null {
  const from = pieces.find((piece) => piece.id === fromId);
  if (!from) return null;
  const origin = centre(from);
  let best: { piece: SlidingPiece; score: number } | null = null;
  for (const piece of movablePieces(pieces)) {
    if (piece.id === fromId) continue;
    const { row, col } = centre(piece);
    const along = (row - origin.row) * dRow + (col - origin.col) * dCol;
    if (along <= 0) continue;
    const across = Math.abs(dRow ? col - origin.col : row - origin.row);
    const score = along + across * 2;
    if (!best || score < best.score) best = { piece, score };
  }
  return best?.piece ?? null;
}

/**
 * Black or white text, whichever reads better on the piece's colour (#rrggbb). Pure black, not
 * slate-900: the better of pure black and white always reaches 4.5:1 (slate-900 on the sky-600 carts
 * gave 4.36:1).
 */
export function textOn(hex: string): 'text-white' | 'text-black' {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 'text-white';
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White wins while its contrast (1.05 / (L + 0.05)) beats black's ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? 'text-white' : 'text-black';
}
