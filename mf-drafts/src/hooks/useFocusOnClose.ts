// Focus goes back to the button that opened an inline form once the form closes (not when the card first
// shows): the button is gone while the form is open, so no dialog's focus return covers it.
import { useEffect, useRef } from 'react';

/** The ref to give the button that opens the form; it gets focus back each time `open` turns false. */
export function useFocusOnClose<T extends HTMLElement>(open: boolean) {
  const button = useRef<T>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}
