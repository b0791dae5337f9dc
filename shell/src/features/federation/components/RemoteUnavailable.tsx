// The card shown in place of a section whose remote could not be loaded.
import { Button, Card } from '@reality-draft/kit/host';
import { CloudOff, RefreshCw } from 'lucide-react';

export function RemoteUnavailable({ remote, onRetry, retrying }: { remote: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="mx-auto max-w-xl p-6 text-center sm:p-10" data-remote={remote}>
      <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-100">
        <CloudOff className="h-7 w-7" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">This section is unavailable</h2>
      <p className="mt-2 text-sm text-slate-600">
        We couldn't load this part of Reality Draft right now. It may be restarting or updating. The rest of the app keeps working, so you can carry on
        elsewhere or try again in a moment.
      </p>
      <Button className="mt-6" onClick={onRetry} busy={retrying}>
        {!retrying && <RefreshCw className="h-4 w-4" aria-hidden />}
        Try again
      </Button>
      <p className="mt-4 text-xs text-slate-500">Section: {remote}</p>
    </Card>
  );
}
