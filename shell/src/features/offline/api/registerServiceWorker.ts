// The service worker (shell/public/sw.js, docs/offline.md) on every page: registered once the page has
// loaded, so that neither its script nor its precaching competes with the first load. A worker already
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

/** Registers the worker after the window's load event (at once if it has passed); returns the clean-up. */
export function registerServiceWorkerAfterLoad(win: Window = window): () => void {
  const container = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  if (!container) return () => undefined;
  const register = () => {
    registerServiceWorker(container).catch((error: unknown) => console.warn('[offline] the service worker could not be registered:', error));
  };
  if (win.document.readyState === 'complete') {
    register();
    return () => undefined;
  }
  win.addEventListener('load', register, { once: true });
  return () => win.removeEventListener('load', register);
}
