// After a navigation, focus moves to the new page (not on the first load: the browser starts there).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPage } from './pageFocus';

export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return undefined;
    }
    return focusPage();
  }, [pathname]);
  return null;
}
