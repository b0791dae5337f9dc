// Where toasts sit on a phone (issue 19 §7): at the top, just below whatever is pinned to the top half
// of the screen (the sticky navigation, a pinned turn bar), so they cover neither it nor what is pinned
// to the bottom (the draft room's turn bar); at the bottom, above what is pinned there, only when the
// top half has no room left.

/** A pinned element's vertical extent on screen, in CSS pixels. */
export interface PinnedBand {
  top: number;
  bottom: number;
}

export type ToastInset = { edge: 'top'; px: number } | { edge: 'bottom'; px: number };

/** Below this width toasts are placed this way; wider screens keep them bottom-right. */
export const PHONE_TOAST_QUERY = '(max-width: 639px)';
/** The attribute that marks an element toasts must keep clear of (the turn bar). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-toast-keep-clear';
/** Spread on an element toasts must keep clear of: `<section {...KEEP_CLEAR_OF_TOASTS}>`. */
export const KEEP_CLEAR_OF_TOASTS = { 'data-toast-keep-clear': '' } as const;
const GAP = 8;

export function phoneToastInset(pinned: readonly PinnedBand[], viewportHeight: number): ToastInset {
  const middle = viewportHeight / 2;
  const onScreen = pinned.filter((band) => band.bottom > 0 && band.top < viewportHeight && band.bottom > band.top);
  const upper = onScreen.filter((band) => band.top < middle);
  const lower = onScreen.filter((band) => band.top >= middle);
  const top = Math.max(0, ...upper.map((band) => band.bottom)) + GAP;
  if (top <= middle) return { edge: 'top', px: Math.round(top) };
  const bottom = viewportHeight - Math.min(viewportHeight, ...lower.map((band) => band.top)) + GAP;
  return { edge: 'bottom', px: Math.round(bottom) };
}
