// The player's Picture Sudoku: the board, the flower palette, the server's clock and Submit.
import type { SudokuGrid, SudokuView } from '@reality-draft/events';
import { ATTEMPT_MESSAGES, Button, errorMessage, ErrorNotice, formatGameTime, GameStat, LoadingState, localStartOf } from '@reality-draft/kit';
import { Send, Timer } from 'lucide-react';
import { useState } from 'react';
import { copyGrid } from '../model/sudokuGrid';
import { useSudokuPlay } from '../hooks/useSudokuPlay';
import { useSudokuView } from '../hooks/useSudokuView';
import { FlowerPalette } from './FlowerPalette';
import { SudokuBoard } from './SudokuBoard';

export interface SudokuGameProps {
  miniGameId: string;
  /** Called once the server accepts the solve, with its time in seconds. */
  onCompleted?: (seconds: number) => void;
}

type Attempt = NonNullable<SudokuView['attempt']>;

function SudokuPlay({ miniGameId, puzzle, attempt, startMs, onCompleted }: SudokuGameProps & { puzzle: SudokuGrid; attempt: Attempt; startMs: number | null }) {
  const play = useSudokuPlay({
    miniGameId,
    puzzle,
    savedGrid: copyGrid(attempt.gameState.grid),
    startMs,
    completedSeconds: attempt.completionTimeSeconds,
    onCompleted,
  });
  const fillSelected = (digit: number) => play.selected && play.fill(play.selected, digit);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <GameStat icon={<Timer className="h-4 w-4" />} label="Time" value={formatGameTime(play.seconds)} />
        <Button size="sm" onClick={() => void play.submit()} busy={play.submitting} disabled={play.solved}>
          <Send className="h-4 w-4" aria-hidden />
          Submit Solution
        </Button>
      </div>
      <SudokuBoard puzzle={puzzle} grid={play.grid} selected={play.selected} onSelect={play.setSelected} onFill={play.fill} disabled={play.solved} />
      <FlowerPalette onPick={fillSelected} disabled={play.solved || !play.selected} />
      <p className="text-xs text-slate-500">
        Every row, column and 3 x 3 box holds each flower once. Choose an empty cell, then a flower (or keys 1-9; 0 or Backspace clears). Repeated flowers show
        red.
      </p>
    </div>
  );
}

export function SudokuGame({ miniGameId, onCompleted }: SudokuGameProps) {
  const { data: view, error, isLoading, fulfilledTimeStamp } = useSudokuView(miniGameId);
  const attempt = view?.attempt;
  const startTime = attempt?.gameState.startTime;
  // The clock's base, fixed when this attempt first appears (later refetches keep it).
  const [base, setBase] = useState<{ startTime: string; startMs: number | null } | null>(null);
  if (view && startTime && base?.startTime !== startTime) {
    setBase({ startTime, startMs: localStartOf({ startedAt: startTime, serverNow: view.serverNow, receivedAt: fulfilledTimeStamp ?? Date.now() }) });
  }
  if (isLoading) return <LoadingState label="Loading puzzle..." />;
  if (error && !view) return <ErrorNotice>{errorMessage(error, ATTEMPT_MESSAGES.loadFailed)}</ErrorNotice>;
  if (!view?.puzzle || !attempt || !startTime) return <LoadingState label="Starting your attempt..." />;
  return (
    <SudokuPlay key={startTime} miniGameId={miniGameId} puzzle={view.puzzle} attempt={attempt} startMs={base?.startMs ?? null} onCompleted={onCompleted} />
  );
}
