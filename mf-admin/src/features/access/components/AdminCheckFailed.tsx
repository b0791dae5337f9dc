// Shown when the admin check could not be answered (server or network trouble, not a 401): the
// session is kept and the check can be retried.
import { Button, errorMessage, StatusCard, type ApiError } from '@reality-draft/kit';
import { CloudOff, RefreshCw } from 'lucide-react';

export function AdminCheckFailed({ error, onRetry, retrying }: { error?: ApiError; onRetry: () => void; retrying: boolean }) {
  return (
    <StatusCard role="alert" icon={CloudOff} tone="amber" title="We couldn't check your admin access">
      <p className="mt-2 text-sm text-slate-600">{errorMessage(error, 'The server did not answer.')}</p>
      <p className="mt-1 text-sm text-slate-500">You are still signed in. Try again in a moment.</p>
      <Button className="mt-6" onClick={() => onRetry()} busy={retrying}>
        {!retrying && <RefreshCw className="h-4 w-4" aria-hidden />}
        Try again
      </Button>
    </StatusCard>
  );
}
