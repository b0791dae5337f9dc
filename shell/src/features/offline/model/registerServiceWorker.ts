// The service worker (shell/public/sw.js, docs/offline.md) on every page: registered once the page has
// loaded and its network has gone quiet, so that neither its script nor its precaching (the whole app,
// on a phone's link) competes with what the first screen still loads after the load event: the remote's
// chunks, the reads that follow the first answers, the pictures. A worker already
// active is then asked to look for a newer precache list (a remote redeployed alone, a new shell); a
// worker installing precaches as it installs.
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '@reality-draft/kit/host';

/** The message sw.js reads as "look for a new precache list" (PRECACHE_MESSAGE there). */
export const PRECACHE_MESSAGE = 'reality-draft:precache';

export async function registerServiceWorker(container: ServiceWorkerContainer): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  if (!registration.installing && !registration.waiting) registration.active?.postMessage({ type: PRECACHE_MESSAGE });
  return registration;
}

/** How long no request may finish, after the load event, before the worker is registered. */
export const NETWORK_QUIET_MS = 2_000;
/** However busy the page stays, the worker is registered this long after the load event. */
export const REGISTER_BY_MS = 20_000;

/**
 * Calls `then` once no resource has finished loading for NETWORK_QUIET_MS (REGISTER_BY_MS at the latest);
 * returns the clean-up.
 */
function whenNetworkQuiet(win: Window, then: () => void): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, NETWORK_QUIET_MS);
  };
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  const observer = Observer ? new Observer(restart) : null;
  const latest = setTimeout(done, REGISTER_BY_MS);
  function stop() {
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
  }
  function done() {
    stop();
    then();
  }
  try {
    observer?.observe({ type: 'resource' });
  } catch {
    // A browser that cannot observe resource timings: the quiet period counts from the load event.
  }
  restart();
  return stop;
}

/** Registers the worker once the window has loaded (or at once if it has) and its network is quiet; returns the clean-up. */
export function registerServiceWorkerWhenSettled(win: Window = window): () => void {
  const container = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  if (!container) return () => undefined;
  const register = () => {
    registerServiceWorker(container).catch((error: unknown) => console.warn('[offline] the service worker could not be registered:', error));
  };
  let stopWaiting: () => void = () => undefined;
  const onLoad = () => {
    stopWaiting = whenNetworkQuiet(win, register);
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    stopWaiting();
  };
}
