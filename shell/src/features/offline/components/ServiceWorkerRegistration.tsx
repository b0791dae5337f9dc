// Registers the service worker on every page, once it has loaded and its network is quiet (docs/offline.md). Renders nothing.
import { useEffect } from 'react';
import { registerServiceWorkerWhenSettled } from '../model/registerServiceWorker';

export function ServiceWorkerRegistration() {
  useEffect(() => registerServiceWorkerWhenSettled(), []);
  return null;
}
