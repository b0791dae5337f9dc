// Holds the app's toasts while `active` (a timed mini-game attempt runs, issue 19 §7): none covers the
// board, and a failure raised meanwhile is handed back for the screen to say inline. The hold outlasts
// `active` by a moment, so the toast of a just-started attempt does not slip out before the screen
// learns the attempt runs, and the end's 'Success!' comes once the board is done.
import { useEffect, useSyncExternalStore } from 'react';
import { toastStore } from './toast';
import type { ToastItem } from './toastStore';

export const TOAST_HOLD_GRACE_MS = 2000;

export function useToastHold(active: boolean): { notice: ToastItem | null; dismissNotice: () => void } {
  useEffect(() => {
    if (!active) return undefined;
    const release = toastStore.hold();
    return () => {
      const endedAt = Date.now();
      setTimeout(() => release(endedAt), TOAST_HOLD_GRACE_MS);
    };
  }, [active]);
  const held = useSyncExternalStore(toastStore.subscribe, toastStore.getHeld, toastStore.getHeld);
  const notice = held?.variant === 'destructive' ? held : null;
  const dismissNotice = () => {
    if (notice) toastStore.dismiss(notice.id);
  };
  return { notice, dismissNotice };
}

/** True while a screen holds the toasts (a timed mini-game attempt runs): the on-the-clock banner steps aside too. */
export function useToastsHeld(): boolean {
  return useSyncExternalStore(toastStore.subscribe, toastStore.isHolding, toastStore.isHolding);
}
