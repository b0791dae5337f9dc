// Whether the page's tab is hidden (another tab in front, the window minimised): 'hiding' as it turns
// hidden, 'hidden' once it has stayed so for HIDDEN_SETTLE_MS, 'visible' as soon as it is in front
// again. A page being closed turns hidden just before it goes (visibilitychange, then pagehide): the
// wait and pagehide keep the cues from starting in a page on its way out (they once drew the favicon
// in a closing page, which Chromium reported as a Content-Security-Policy violation).
import { useEffect, useState } from 'react';
import type { PageVisibility } from './turnCueRules';

export const HIDDEN_SETTLE_MS = 500;

export function usePageVisibility(): PageVisibility {
  const [visibility, setVisibility] = useState<PageVisibility>('visible');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let leaving = false;
    const update = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'hidden') return setVisibility('visible');
      setVisibility('hiding');
      if (!leaving) timer = setTimeout(() => setVisibility('hidden'), HIDDEN_SETTLE_MS);
    };
    const leave = () => {
      leaving = true;
      clearTimeout(timer);
    };
    const back = () => {
      leaving = false;
      update();
    };
    update();
    document.addEventListener('visibilitychange', update);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);
  return visibility;
}
