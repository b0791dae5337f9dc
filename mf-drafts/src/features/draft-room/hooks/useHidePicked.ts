// 'Hide picked' in the player room: on by default on a phone (picked cards get out of the way of the
// ones still open), off on wider screens; the player's own choice wins once made.
import { useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Tailwind's `sm` breakpoint: below it the room is laid out for a phone. */
export const PHONE_QUERY = '(max-width: 639px)';

export function useHidePicked() {
  const phone = useMediaQuery(PHONE_QUERY);
  const [choice, setChoice] = useState<boolean | null>(null);
  const hidden = choice ?? phone;
  return { hidden, setHidden: setChoice };
}
