// Shown when the admin check could not be answered (server or network trouble, not a 401): the
// session is kept and the check can be retried.
import { Button, Card, errorMessage, type ApiError } from '@reality-draft/kit';
import { CloudOff, RefreshCw } from 'lucide-react';

export function AdminCheckFailed({ error, onRetry, retrying }: { error?: ApiError; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="mx-auto max-w-lg p-6 text-center sm:p-10">
      <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-100">
        <CloudOff className="h-7 w-7" />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">We couldn't check your admin access</h1>
      <p className="mt-2 text-sm text-slate-600">{errorMessage(error, 'The server did not answer.')}</p>
      <p className="mt-1 text-sm text-slate-500">You are still signed in. Try again in a moment.</p>
      <Button className="mt-6" onClick={() => onRetry()} busy={retrying}>
        {!retrying && <RefreshCw className="h-4 w-4" aria-hidden />}
        Try again
      </Button>
    </Card>
  );
}
