// A verified jigsaw solve, read-only: the board and tray after the first `step` moves.
import { replayJigsawMoves, type JigsawMove, type JigsawPiece } from '@reality-draft/events';
import { useId, useMemo } from 'react';
import { piecesByPosition } from '../model/jigsawBoard';
import { FamilyBoardGameSymbol } from './FamilyBoardGamePicture';
import { JigsawGrid } from './JigsawGrid';

export function JigsawReplayBoard({ pieces, moves, step }: { pieces: JigsawPiece[]; moves: readonly JigsawMove[]; step: number }) {
  const slots = useMemo(() => piecesByPosition(replayJigsawMoves(pieces, moves.slice(0, step)).pieces), [pieces, moves, step]);
  const symbolId = `jigsaw-replay-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const moved = step > 0 ? moves[step - 1]?.pieceId : null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FamilyBoardGameSymbol id={symbolId} />
      <JigsawGrid label={`Board after ${step} moves`} board slots={slots.slice(0, 20)} firstPosition={0} symbolId={symbolId} selectedId={moved} />
      <JigsawGrid label="Tray" slots={slots.slice(20)} firstPosition={20} symbolId={symbolId} selectedId={moved} />
    </div>
  );
}
