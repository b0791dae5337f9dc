// While a stage is given, the tab's icon carries a dot of that stage's colour; the page's own icon is
// put back when it goes (null).
import { useEffect } from 'react';
import { dottedFavicon } from './faviconDot';
import type { CueStage } from './turnCueRules';

export function useFaviconDot(stage: CueStage | null) {
  useEffect(() => {
    const link = stage ? document.querySelector<HTMLLinkElement>('link[rel~="icon"]') : null;
    const original = link?.getAttribute('href');
    if (!stage || !link || !original) return;
    let current = true;
    dottedFavicon(original, stage)
      .then((dotted) => {
        if (current && dotted) link.setAttribute('href', dotted);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      link.setAttribute('href', original);
    };
  }, [stage]);
}
