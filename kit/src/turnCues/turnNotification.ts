// The notification cue (docs/drafts.md#turn-cues): shown only when the browser granted it. A browser
// that cannot make one from a page (Android's asks for a service worker) shows it through the app's
// service worker when this device registered it (Web Push turned on), else stays silent.
import { SERVICE_WORKER_SCOPE } from '../webPush/webPushDevice';
import { notificationPermission } from './allowTurnAlerts';

function throughServiceWorker(notice: { title: string; body: string }, tag: string, url: string) {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration(SERVICE_WORKER_SCOPE)
    .then((registration) => registration?.showNotification(notice.title, { body: notice.body, tag, data: { url } }))
    .catch(() => undefined);
}

/** `url`: the page a click on a service worker's notification opens (the draft's room). */
export function showTurnNotification(notice: { title: string; body: string }, tag: string, url = '/'): Notification | null {
  if (notificationPermission() !== 'granted') return null;
  try {
    const notification = new Notification(notice.title, { body: notice.body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return notification;
  } catch {
    throughServiceWorker(notice, tag, url);
    return null;
  }
}
