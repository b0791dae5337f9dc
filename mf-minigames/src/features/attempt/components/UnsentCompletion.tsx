// A solve whose completion did not reach the server: try sending it again.
import { Button } from '@reality-draft/kit';
import { Send } from 'lucide-react';

export function UnsentCompletion({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>Your solve was not recorded yet. Your moves are kept: send them again.</p>
      <Button variant="destructive" size="sm" busy={busy} onClick={onRetry}>
        <Send className="h-4 w-4" aria-hidden />
        Send Again
      </Button>
    </div>
  );
}
