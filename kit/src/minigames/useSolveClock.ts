// A puzzle run's clock and its solved report, shared by the escape and the jigsaw: in an attempt the
// clock is the server's start (attemptStartMs); in a demo it starts when play does. onSolved hears the
// move log and the seconds once per run; restart() begins a new run (Reset).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useElapsedSeconds } from './useElapsedSeconds';

export interface SolveClockOptions<Move> {
  /** The attempt's start on this browser's clock; undefined in a demo. */
  attemptStartMs: number | null | undefined;
  /** Play has begun (a demo's clock starts then). */
  started: boolean;
  solved: boolean;
  moves: Move[];
  onSolved?: (moves: Move[], seconds: number) => void;
}

export function useSolveClock<Move>({ attemptStartMs, started, solved, moves, onSolved }: SolveClockOptions<Move>) {
  const inAttempt = attemptStartMs !== undefined;
  const [localStart, setLocalStart] = useState<number | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const reported = useRef(false);
  const start = inAttempt ? attemptStartMs : localStart;
  const seconds = useElapsedSeconds(start, stoppedAt);

  useEffect(() => {
    if (!inAttempt && started && localStart === null) setLocalStart(Date.now());
  }, [inAttempt, started, localStart]);

  useEffect(() => {
    if (!solved || reported.current) return;
    reported.current = true;
    const stopped = Date.now();
    setStoppedAt(stopped);
    onSolved?.(moves, start === null ? 0 : Math.max(0, Math.floor((stopped - start) / 1000)));
  }, [solved, moves, start, onSolved]);

  const restart = useCallback(() => {
    reported.current = false;
    setStoppedAt(null);
    if (!inAttempt) setLocalStart(null);
  }, [inAttempt]);

  return { seconds, restart, inAttempt };
}
