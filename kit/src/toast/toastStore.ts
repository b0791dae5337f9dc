// Toast state (docs/accounts.md#toasts): one toast at a time, 5000 ms by default; a dismissed toast is removed
// after 1,000,000 ms (it stays mounted closed until then, or until the next toast replaces it).
// While a screen holds the toasts (a timed mini-game attempt runs, issue 19 §7), none shows: the
// newest one raised meanwhile waits (`getHeld`, for the screen to say a failure inline) and shows
// once the last hold ends, unless it was a failure the screen already said or was raised long before.
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; default 5000. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'variant' | 'duration'>> {
  id: string;
  title?: string;
  description?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** A toast held back shows when the hold ends only if it was raised at most this long before. */
export const HELD_TOAST_FRESH_MS = 10_000;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export function createToastStore(timers: Timers = globalThis, now: () => number = Date.now) {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  /** How many holds are on, and the newest toast raised meanwhile. */
  let holds = 0;
  let held: ToastItem | null = null;
  let heldAt = 0;

  const emit = () => listeners.forEach((listener) => listener());

  function remove(id: string) {
    const timer = removalTimers.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    removalTimers.delete(id);
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }

  function dismiss(id?: string) {
    if (held && (id === undefined || held.id === id)) held = null;
    toasts = toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item));
    toasts
      .filter((item) => !item.open && !removalTimers.has(item.id))
      .forEach((item) =>
        removalTimers.set(
          item.id,
          timers.setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY),
        ),
      );
    emit();
  }

  function show(input: ToastInput) {
    counter += 1;
    const id = `toast-${counter}`;
    const item: ToastItem = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION,
      open: true,
    };
    if (holds > 0) {
      held = item;
      heldAt = now();
      emit();
      return { id, dismiss: () => dismiss(id) };
    }
    display(item);
    return { id, dismiss: () => dismiss(id) };
  }

  function display(item: ToastItem) {
    const dropped = toasts.slice(TOAST_LIMIT - 1);
    dropped.forEach((old) => {
      const timer = removalTimers.get(old.id);
      if (timer !== undefined) timers.clearTimeout(timer);
      removalTimers.delete(old.id);
    });
    toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
    emit();
  }

  /**
   * Holds every toast back until the returned release is called (once); an open toast closes now.
   * `endedAt`: when what held them ended, if the release comes later.
   */
  function hold(): (endedAt?: number) => void {
    holds += 1;
    if (holds === 1) {
      if (toasts.some((item) => item.open)) dismiss();
      else emit();
    }
    let released = false;
    return (endedAt = now()) => {
      if (released) return;
      released = true;
      holds -= 1;
      if (holds > 0) return;
      if (!held) return emit();
      const waiting = held;
      held = null;
      // A failure was said by the screen; a toast raised long before the hold ended is news no longer.
      if (waiting.variant === 'destructive' || endedAt - heldAt > HELD_TOAST_FRESH_MS) emit();
      else display(waiting);
    };
  }

  return {
    show,
    dismiss,
    remove,
    hold,
    getToasts: () => toasts,
    /** The newest toast raised while held (null when none waits, or it was dismissed). */
    getHeld: () => held,
    /** Whether a screen holds the toasts now (a timed mini-game attempt runs). */
    isHolding: () => holds > 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
