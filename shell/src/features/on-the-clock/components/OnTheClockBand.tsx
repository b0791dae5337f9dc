// The banner's place under the top navigation: a region that is not drawn while empty. It is
// kept clear of by the phone's toasts (KEEP_CLEAR_OF_TOASTS), which then sit below it.
import { KEEP_CLEAR_OF_TOASTS } from '@reality-draft/kit/host';

export function OnTheClockBand({ bandRef }: { bandRef: (element: HTMLElement | null) => void }) {
  return <section ref={bandRef} aria-label="Your drafts now" className="empty:hidden" {...KEEP_CLEAR_OF_TOASTS} />;
}
