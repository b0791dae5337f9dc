// The account menu's Web Push switch (issue 28 §2), per device: on, the browser is asked (if it has not
// been), the service worker registered and this device's subscription given to the server; off, it is
// forgotten. Never asked on load. A browser that cannot subscribe says so in a toast; the in-page cues
// go on.
import { refreshWebPushState, switchWebPush, toast, useWebPushState, WEB_PUSH_TEXT, type WebPushOutcome } from '@reality-draft/kit/host';
import { useEffect } from 'react';
import { MenuCheckItem } from './MenuCheckItem';

const NOTES = {
  unsupported: 'Not offered by this browser',
  denied: 'Blocked by this browser',
  off: 'Even while Reality Draft is closed',
  on: 'Even while Reality Draft is closed',
  unknown: null,
} as const;

function tell(on: boolean, outcome: WebPushOutcome) {
  if (outcome.ok) return toast(on ? WEB_PUSH_TEXT.on : WEB_PUSH_TEXT.off);
  const text = WEB_PUSH_TEXT[outcome.reason === 'unsupported' ? 'unavailable' : outcome.reason];
  return toast({ variant: outcome.reason === 'refused' ? 'destructive' : 'default', ...text });
}

export function WebPushItem({ className }: { className: string }) {
  const { state, busy } = useWebPushState();
  useEffect(() => void refreshWebPushState(), []);
  const on = state === 'on';
  const note = NOTES[state];
  return (
    <MenuCheckItem
      checked={on}
      disabled={busy || state === 'unsupported' || state === 'unknown'}
      onCheckedChange={(checked) => void switchWebPush(checked).then((outcome) => tell(checked, outcome))}
      className={`${className} text-slate-700 data-[disabled]:cursor-default data-[disabled]:opacity-60`}
      note={note}
    >
      Push to this device
    </MenuCheckItem>
  );
}
