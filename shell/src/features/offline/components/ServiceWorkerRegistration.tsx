// Registers the service worker on every page, after the load event (docs/offline.md). Renders nothing.
import { useEffect } from 'react';
import { registerServiceWorkerAfterLoad } from '../api/registerServiceWorker';

export function ServiceWorkerRegistration() {
  useEffect(() => registerServiceWorkerAfterLoad(), []);
  return null;
}
