// The card shown in place of a section whose remote could not be loaded.
import { Button, StatusCard } from '@reality-draft/kit/host';
import { CloudOff, RefreshCw } from 'lucide-react';

export function RemoteUnavailable({ remote, onRetry, retrying }: { remote: string; onRetry: () => void; retrying: boolean }) {
  return (
    <StatusCard role="alert" icon={CloudOff} tone="amber" headingLevel={2} title="This section is unavailable" wide data-remote={remote}>
      <p className="mt-2 text-sm text-slate-600">
        We couldn't load this part of Reality Draft right now. It may be restarting or updating. The rest of the app keeps working, so you can carry on
        elsewhere or try again in a moment.
      </p>
      <Button className="mt-6" onClick={onRetry} busy={retrying}>
        {!retrying && <RefreshCw className="h-4 w-4" aria-hidden />}
        Try again
      </Button>
      <p className="mt-4 text-xs text-slate-500">Section: {remote}</p>
    </StatusCard>
  );
}
