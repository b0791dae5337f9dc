// Toast state (spec 01 §9): one toast at a time, 5000 ms by default; a dismissed toast is removed
// after 1,000,000 ms (it stays mounted closed until then, or until the next toast replaces it).
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

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export function createToastStore(timers: Timers = globalThis) {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());

  function remove(id: string) {
    const timer = removalTimers.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    removalTimers.delete(id);
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }

  function dismiss(id?: string) {
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
    const dropped = toasts.slice(TOAST_LIMIT - 1);
    dropped.forEach((old) => {
      const timer = removalTimers.get(old.id);
      if (timer !== undefined) timers.clearTimeout(timer);
      removalTimers.delete(old.id);
    });
    toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
    emit();
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    show,
    dismiss,
    remove,
    getToasts: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
