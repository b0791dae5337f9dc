// While `on`, the tab's title flashes "(Your turn) ..." each second; restored when it goes off.
import { useEffect } from 'react';
import { baseTitle, flashedTitle, FLASH_MS } from './titleFlash';

export function useTitleFlash(on: boolean) {
  useEffect(() => {
    if (!on) return;
    let lit = true;
    const flash = () => {
      document.title = flashedTitle(document.title, lit);
      lit = !lit;
    };
    flash();
    const timer = setInterval(flash, FLASH_MS);
    return () => {
      clearInterval(timer);
      document.title = baseTitle(document.title);
    };
  }, [on]);
}
