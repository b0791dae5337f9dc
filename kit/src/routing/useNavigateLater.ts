// Navigates after a delay (e.g. the spec's 1.5 s between a join and the draft room). A new call
// replaces the pending one; the pending move is cancelled when the component goes away.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export type NavigateLater = (path: string, delayMs: number, beforeLeaving?: () => void) => void;

export function useNavigateLater(): NavigateLater {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (path, delayMs, beforeLeaving) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        beforeLeaving?.();
        void navigate(path);
      }, delayMs);
    },
    [navigate],
  );
}
