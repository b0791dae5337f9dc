// The seconds shown by a mini-game's timer: ticking every second from startMs (browser clock) until
// stoppedMs is set; 0 while there is no start.
import { useEffect, useState } from 'react';
import { elapsedSeconds } from './gameClock';

export const GAME_TICK_MS = 1000;

export function useElapsedSeconds(startMs: number | null, stoppedMs: number | null = null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = startMs !== null && stoppedMs === null;
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const ticker = setInterval(() => setNow(Date.now()), GAME_TICK_MS);
    return () => clearInterval(ticker);
  }, [running, startMs]);
  return elapsedSeconds(startMs, stoppedMs ?? now);
}
