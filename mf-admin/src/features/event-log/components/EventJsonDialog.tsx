// One event whole, as the log holds it (upcast, without metadata): its JSON, to read or copy.
import { Button, Dialog } from '@reality-draft/kit';
import type { EventLogEntry } from '@reality-draft/events';

export function EventJsonDialog({ event, onClose }: { event: EventLogEntry | null; onClose: () => void }) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={event ? `${event.type} at position ${event.position}` : ''}
      description={event ? `Version ${event.version} of ${event.streamId}.` : undefined}
      className="flex max-h-[calc(100dvh-2rem)] flex-col !max-w-2xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {event && (
        <pre
          tabIndex={0}
          aria-label="Event JSON"
          className="max-h-[60dvh] overflow-auto whitespace-pre-wrap rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100 [overflow-wrap:anywhere] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {JSON.stringify(event, null, 2)}
        </pre>
      )}
    </Dialog>
  );
}
