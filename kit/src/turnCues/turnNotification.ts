// The notification cue (docs/drafts.md#turn-cues): shown only when the browser granted it; a browser
// that cannot make one from a page (Android's asks for a service worker) is left silent.
import { notificationPermission } from './allowTurnAlerts';

export function showTurnNotification(notice: { title: string; body: string }, tag: string): Notification | null {
  if (notificationPermission() !== 'granted') return null;
  try {
    const notification = new Notification(notice.title, { body: notice.body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return notification;
  } catch {
    return null;
  }
}
