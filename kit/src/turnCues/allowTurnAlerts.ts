// 'Allow notification and sound' (docs/drafts.md#turn-cues): only ever run from the player's press of
// a button, never on load. It plays the chime once (so the player hears what it sounds like, and the
// page may sound it later), asks the browser for notifications if it has not been asked, and keeps
// the choice on this device.
import { playChime } from './chime';
import { markTurnAlertsAllowed } from './turnCueStore';

export type NotificationAllowance = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationAllowance {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function allowTurnAlerts(): Promise<NotificationAllowance> {
  markTurnAlertsAllowed();
  void playChime('turn');
  const permission = notificationPermission();
  if (permission !== 'default') return permission;
  const answer = await Notification.requestPermission().catch((): NotificationPermission => 'default');
  // Told again, so what reads the permission (the account menu) draws the answer.
  markTurnAlertsAllowed();
  return answer;
}
