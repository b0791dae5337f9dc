// A failure raised while the attempt runs (issue 19 §7): toasts are held then, so the screen says it
// here, beside the board, until the player closes it or the next one replaces it.
import type { ToastItem } from '@reality-draft/kit';
import { TriangleAlert, X } from 'lucide-react';

export function AttemptNotice({ notice, onClose }: { notice: ToastItem; onClose: () => void }) {
  return (
    <div
      role="alert"
      data-testid="attempt-notice"
      className="flex items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        {notice.title && <span className="font-semibold">{notice.title}: </span>}
        {notice.description}
      </p>
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="-m-1 rounded-md p-1 text-rose-700 hover:bg-rose-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
