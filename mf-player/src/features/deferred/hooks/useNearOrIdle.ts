// Whether a below-the-fold card may be drawn yet (whenNearOrIdle), and the ref of its place.
import { startTransition, useEffect, useRef, useState } from 'react';
import { whenNearOrIdle } from '../model/nearOrIdle';

export function useNearOrIdle<T extends Element>() {
  const place = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !place.current) return undefined;
    // A transition: drawing the card gives way to a tap or to the cards on screen getting their data.
    return whenNearOrIdle(place.current, () => startTransition(() => setShown(true)));
  }, [shown]);
  return { place, shown };
}
