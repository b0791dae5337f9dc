// Runs a callback once a burst of events (a scroll) has settled, rather than on every frame of it.

/** How long without another event counts as settled. */
export const SETTLED_MS = 120;

/** `poke` on each event; `callback` runs SETTLED_MS after the last one. `cancel` drops a pending run. */
export function afterSettled(callback: () => void, ms = SETTLED_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const poke = () => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      callback();
    }, ms);
  };
  return { poke, cancel };
}
