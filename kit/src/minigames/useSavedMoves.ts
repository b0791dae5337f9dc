// Keeps a mini-game attempt's move log in this tab's session storage, so a reload puts the board back where
// it was (the clock is the server's and kept running anyway). Storage errors are ignored.
import { useEffect, useRef } from 'react';

const PREFIX = 'realityDraft.moves.';

function read<M>(key: string): M[] | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    return Array.isArray(saved) ? (saved as M[]) : null;
  } catch {
    return null;
  }
}

function write(key: string, moves: readonly unknown[]) {
  try {
    if (moves.length) sessionStorage.setItem(PREFIX + key, JSON.stringify(moves));
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Private mode or a full storage: the board simply starts over after a reload.
  }
}

/** Restores the saved log once (via restore), then saves every change. No key: nothing is kept. */
export function useSavedMoves<M>(key: string | undefined, moves: readonly M[], restore: (moves: M[]) => void) {
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!key || restored.current === key) return;
    restored.current = key;
    const saved = read<M>(key);
    if (saved?.length) restore(saved);
  }, [key, restore]);
  useEffect(() => {
    if (key && restored.current === key) write(key, moves);
  }, [key, moves]);
}
