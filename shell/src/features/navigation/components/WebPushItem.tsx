// The account menu's Web Push switch (issue 28 §2), per device: on, the browser is asked (if it has not
// been), the service worker registered and this device's subscription given to the server; off, it is
// forgotten. Never asked on load. A browser that cannot subscribe says so in a toast; the in-page cues
// go on.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { refreshWebPushState, switchWebPush, toast, useWebPushState, WEB_PUSH_TEXT, type WebPushOutcome } from '@reality-draft/kit/host';
import { Check } from 'lucide-react';
import { useEffect } from 'react';

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
    <DropdownMenu.CheckboxItem
      checked={on}
      disabled={busy || state === 'unsupported' || state === 'unknown'}
      onCheckedChange={(checked) => void switchWebPush(checked).then((outcome) => tell(checked, outcome))}
      onSelect={(event) => event.preventDefault()}
      className={`${className} text-slate-700 data-[disabled]:cursor-default data-[disabled]:opacity-60`}
    >
      <span
        aria-hidden
        className="flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-300 bg-white data-[on=true]:border-brand-600 data-[on=true]:bg-brand-600"
        data-on={on}
      >
        <DropdownMenu.ItemIndicator>
          <Check className="h-3 w-3 text-white" strokeWidth={3} />
        </DropdownMenu.ItemIndicator>
      </span>
      <span className="min-w-0">
        Push to this device
        {note && <span className="block text-xs font-normal text-slate-500">{note}</span>}
      </span>
    </DropdownMenu.CheckboxItem>
  );
}
