// A verified solve on the board, read-only: the level's layout after the first `step` moves.
import { replaySlidingMoves, type SlidingLevel, type SlidingMove } from '@reality-draft/events';
import { useMemo } from 'react';
import { SlidingBoardView } from './SlidingBoardView';

export function SlidingReplayBoard({ level, moves, step }: { level: SlidingLevel; moves: readonly SlidingMove[]; step: number }) {
  const pieces = useMemo(() => replaySlidingMoves(level, moves.slice(0, step)).pieces, [level, moves, step]);
  const moved = step > 0 ? moves[step - 1]?.pieceId : null;
  return <SlidingBoardView label={`${level.name}: replay after ${step} moves`} pieces={pieces} selectedId={moved} />;
}
