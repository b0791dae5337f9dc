// The account menu's turn cues (docs/drafts.md#turn-cues), for players: each cue on or off on this
// device (the title, the favicon dot, the notification, the sound), and the one button that allows
// the notification and the sound (the browser is never asked on load), and Web Push to this device
// (WebPushItem). The menu stays open while they are set.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { allowTurnAlerts, cueOn, notificationPermission, setTurnCue, useTurnCueSettings, type TurnCue } from '@reality-draft/kit/host';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { MenuCheckItem } from './MenuCheckItem';
import { WebPushItem } from './WebPushItem';

const CUE_LABELS: Record<TurnCue, string> = {
  title: 'Flash the tab title',
  favicon: 'Dot on the tab icon',
  notification: 'Notification',
  sound: 'Sound',
};

const ITEM_CLASSES =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** Why a cue that is on does not sound yet, or null when it will. */
function pendingNote(cue: TurnCue, allowed: boolean): string | null {
  if (cue !== 'notification' && cue !== 'sound') return null;
  if (cue === 'notification' && notificationPermission() === 'denied') return 'Blocked by this browser';
  if (cue === 'notification' && notificationPermission() === 'unsupported') return 'Not offered by this browser';
  return allowed ? null : 'Once allowed below';
}

export function TurnCueItems() {
  const settings = useTurnCueSettings();
  const labelId = useId();
  const needsAllow = !settings.allowed || notificationPermission() === 'default';
  return (
    <DropdownMenu.Group aria-labelledby={labelId}>
      <DropdownMenu.Label id={labelId} className="px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        Your turn cues on this device
      </DropdownMenu.Label>
      {Object.entries(CUE_LABELS).map(([cue, label]) => {
        const on = cueOn(settings, cue as TurnCue);
        const note = on ? pendingNote(cue as TurnCue, settings.allowed) : null;
        return (
          <MenuCheckItem
            key={cue}
            checked={on}
            onCheckedChange={(checked) => setTurnCue(cue as TurnCue, checked)}
            className={`${ITEM_CLASSES} text-slate-700`}
            note={note}
          >
            {label}
          </MenuCheckItem>
        );
      })}
      <WebPushItem className={ITEM_CLASSES} />
      {needsAllow && (
        <DropdownMenu.Item onSelect={() => void allowTurnAlerts()} className={`${ITEM_CLASSES} text-brand-700`}>
          <BellRing className="h-4 w-4 text-brand-600" aria-hidden />
          Allow notification and sound
        </DropdownMenu.Item>
      )}
    </DropdownMenu.Group>
  );
}
