// A notification's click brings an open tab forward and the service worker (shell/public/sw.js) asks
// it to go to the notification's page: the app goes there without a reload. Renders nothing.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The message sw.js posts (OPEN_MESSAGE there). */
const OPEN_MESSAGE = 'reality-draft:open';

const isAppPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export function ServiceWorkerLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return undefined;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!data || typeof data !== 'object') return;
      const { type, url } = data as { type?: unknown; url?: unknown };
      if (type === OPEN_MESSAGE && isAppPath(url)) void navigate(url);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
