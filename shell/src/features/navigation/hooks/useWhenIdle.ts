// True once the browser has had an idle moment after the first render (at most `timeoutMs` later):
// for code a screen does not need at once, so that it loads after what the screen shows.
import { useEffect, useState } from 'react';

export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
