// The running attempt's board, by game type: the escape and the jigsaw report their solve (with the
// move log) to the screen; the sudoku validates on the server itself.
import { SLIDING_BLOCK_WIRE_GAME_TYPE, type CompleteMiniGameRequest, type PlayerMiniGameView } from '@reality-draft/events';
import type { AttemptClock } from '@reality-draft/kit';
import { JigsawGame } from '../features/jigsaw/components/JigsawGame';
import { SlidingBlockGame } from '../features/sliding-block/components/SlidingBlockGame';
import { SudokuGame } from '../features/sudoku/components/SudokuGame';

type Proof = NonNullable<CompleteMiniGameRequest['moves']>;

export interface AttemptBoardProps {
  view: PlayerMiniGameView;
  clock: AttemptClock | null;
  canPlay: boolean;
  onSolved: (key: string, moves: Proof, seconds: number) => void;
}

export function AttemptBoard({ view, clock, canPlay, onSolved }: AttemptBoardProps) {
  if (view.gameType === 'sudoku') return view.hasActiveAttempt ? <SudokuGame miniGameId={view.id} /> : null;
  const attempt = view.attempt;
  if (!attempt || !clock) return null;
  const key = `${view.id}:${attempt.startedAt}`;
  const solved = (moves: Proof, seconds: number) => onSolved(key, moves, seconds);
  if (attempt.puzzle.gameType === SLIDING_BLOCK_WIRE_GAME_TYPE)
    return <SlidingBlockGame key={key} variant="attempt" level={attempt.puzzle.level} clock={clock} canPlay={canPlay} onSolved={solved} saveKey={key} />;
  if (attempt.puzzle.gameType === 'jigsaw')
    return <JigsawGame key={key} variant="attempt" pieces={attempt.puzzle.pieces} clock={clock} canPlay={canPlay} onSolved={solved} saveKey={key} />;
  return null;
}
